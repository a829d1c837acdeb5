import Link from 'next/link'

import { pageNumbers } from '@/lib/paging'

type Props = {
  page: number
  count: number
  /** The URL of a page of this list. */
  href: (page: number) => string
}

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-medium hover:bg-paper-deep hover:text-clay'

/**
 * Previous, page numbers and Next as plain links, so paging works without JavaScript. Not
 * prefetched: on a metered phone connection a page is fetched only when the reader asks for it.
 */
export function PageLinks({ page, count, href }: Props) {
  if (count <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-14 border-t border-ink/10 pt-6">
      <p className="text-center text-sm font-medium tracking-wide text-ink-faint">
        Page {page} of {count}
      </p>
      <div className="mt-4 flex items-center justify-between gap-2">
        {page > 1 ? (
          <Link href={href(page - 1)} prefetch={false} rel="prev" className={linkClass}>
            <span aria-hidden="true">←</span>&nbsp;Previous
          </Link>
        ) : (
          <span />
        )}
        <ol className="hidden items-center gap-1 sm:flex">
          {pageNumbers(page, count).map((n, i) =>
            n === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-ink-faint">
                …
              </li>
            ) : (
              <li key={n}>
                {n === page ? (
                  <span aria-current="page" className={`${linkClass} bg-ink text-paper`}>
                    <span className="sr-only">Page </span>
                    {n}
                  </span>
                ) : (
                  <Link href={href(n)} prefetch={false} className={linkClass}>
                    <span className="sr-only">Page </span>
                    {n}
                  </Link>
                )}
              </li>
            ),
          )}
        </ol>
        {page < count ? (
          <Link href={href(page + 1)} prefetch={false} rel="next" className={linkClass}>
            Next&nbsp;<span aria-hidden="true">→</span>
          </Link>
        ) : (
          <span />
        )}
      </div>
    </nav>
  )
}
