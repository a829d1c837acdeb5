import type { ReactNode } from 'react'

/** One labelled fact of a page's header (a story's, a person's), inside a `<dl>`. */
export function Fact({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-[0.16em] text-ink-faint uppercase">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  )
}
