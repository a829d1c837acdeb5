import { Fragment, type ReactNode } from 'react'

type Props = {
  /** Each kept whole where it fits; empty ones (false, null, '') are left out. */
  items: ReactNode[]
  className?: string
}

/**
 * "Ghana · 6 min read · ≈ 1.2 MB of photos": a line that, when it must wrap, wraps between items,
 * never inside one (a name, a date) and never before a dot. Each item is an inline block that
 * carries the dot after it, held by a non-breaking space; it breaks inside only if it is wider
 * than the whole line by itself ("Democratic Republic of the Congo" in a narrow card).
 */
export function MetaLine({ items, className }: Props) {
  const shown = items.filter((item) => item !== false && item !== null && item !== '')
  return (
    <p className={className}>
      {shown.map((item, index) => {
        const last = index === shown.length - 1
        return (
          <Fragment key={index}>
            <span className="inline-block max-w-full">
              {item}
              {!last && <span aria-hidden="true">{'\u00a0·'}</span>}
            </span>
            {!last && ' '}
          </Fragment>
        )
      })}
    </p>
  )
}
