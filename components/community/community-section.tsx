import type { ReactNode } from 'react'

type Props = { id: string; title: string; children: ReactNode }

/** A titled part of the community page, its heading naming the region. */
export function CommunitySection({ id, title, children }: Props) {
  return (
    <section aria-labelledby={id} className="mt-20">
      <h2 id={id} className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold">
        {title}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  )
}
