import type { ReactNode } from 'react'

type Props = {
  /** Each kept whole where it fits; empty ones (false, null, '') are left out. */
  items: ReactNode[]
  className?: string
}

/**
 * "Ghana · 6 min read · ≈ 1.2 MB of photos": a line that, when it must wrap, wraps between items,
 * never inside one (a name, a date), and leaves no dot hanging at either end of a line. Each item
 * is an inline block that carries the dot before it; the items start that dot's width before the
 * line, which clips it, so the dot of an item that starts a line is never seen. An item breaks
 * inside only if it is wider than the whole line by itself ("Democratic Republic of the Congo").
 */
export function MetaLine({ items, className }: Props) {
  const shown = items.filter((item) => item !== false && item !== null && item !== '')
  return (
    <p className={`overflow-x-clip ${className ?? ''}`}>
      <span className="-ms-[0.55em] block">
        {shown.map((item, index) => (
          <span key={index}>
            {index > 0 && ' '}
            <span className="inline-block max-w-full">
              {/* The first item's is empty: there is no dot to copy before it. */}
              <span aria-hidden="true" data-meta-dot className="inline-block w-[0.55em]">
                {index > 0 && '· '}
              </span>
              {item}
            </span>
          </span>
        ))}
      </span>
    </p>
  )
}
