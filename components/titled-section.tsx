import type { ReactNode } from 'react'

type Props = {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** Its space above (the community page's parts stand further apart). */
  spacing?: 'mt-16' | 'mt-20'
  children: ReactNode
}

/** A headed part of a page (a person's stories or photographs, the community's story tellers). */
export function TitledSection({ id, title, spacing = 'mt-16', children }: Props) {
  return (
    <section aria-labelledby={id} className={spacing}>
      <h2 id={id} className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold">
        {title}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  )
}
