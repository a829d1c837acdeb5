import type { ReactNode } from 'react'

type Props = {
  /** Each kept whole where it fits; empty ones (false, null, '') are left out. */
  items: ReactNode[]
  className?: string
  /** The page's language and direction, where the line sits in text of another language. */
  lang?: string
  dir?: 'ltr' | 'rtl'
}

/**
 * "Ghana · 6 min read · ≈ 1.2 MB of photos": a line that, when it must wrap, wraps between items,
 * never inside one (a name, a date), and leaves no dot hanging at either end of a line. Each item
 * is an inline block that carries the dot before it; the items start that dot's width before the
 * line, which clips it, so the dot of an item that starts a line is never seen. An item breaks
 * inside only if it is wider than the whole line by itself ("Democratic Republic of the Congo").
 * Laid out by the `meta-line` utility (app/globals.css): lists repeat the line on every card, and
 * each element and class here is paid for twice a card, in the HTML and in its RSC payload.
 */
export function MetaLine({ items, className, lang, dir }: Props) {
  const shown = items.filter((item) => item !== false && item !== null && item !== '')
  // One flat list, the spaces between items as plain strings: no wrapper an item would not need.
  const parts = shown.flatMap((item, index) =>
    index === 0
      ? [<span key={index}>{item}</span>]
      : [
          ' ',
          <span key={index}>
            <span aria-hidden="true" data-meta-dot>
              {'· '}
            </span>
            {item}
          </span>,
        ],
  )
  return (
    <p className={className ? `meta-line ${className}` : 'meta-line'} lang={lang} dir={dir}>
      <span>{parts}</span>
    </p>
  )
}
