import { pageNumbers } from '@/lib/paging'
import { PlainLink } from '@/components/plain-link'
import { pageTranslator } from '@/lib/i18n/page-locale'

type Props = {
  page: number
  count: number
  /** The URL of a page of this list. */
  href: (page: number) => string
}

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-medium hover:bg-paper-deep hover:text-clay'

/**
 * Previous, page numbers and Next as plain links (not next/link), so paging works without
 * JavaScript and nothing is prefetched on a metered connection. Also, the client router would
 * answer `/stories?page=2` from its copy of the static `/stories`, which reads no search params:
 * only the proxy knows these are other pages (lib/list-pages.ts).
 */
export async function PageLinks({ page, count, href }: Props) {
  if (count <= 1) return null
  const t = await pageTranslator()
  return (
    <nav aria-label={t('paging.label')} className="mt-14 border-t border-ink/10 pt-6">
      <p className="text-center text-sm font-medium tracking-wide text-ink-faint">
        {t('paging.status', { page, count })}
      </p>
      <div className="mt-4 flex items-center justify-between gap-2">
        {page > 1 ? (
          <PlainLink href={href(page - 1)} rel="prev" className={linkClass}>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>
            &nbsp;{t('paging.previous')}
          </PlainLink>
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
                    <span className="sr-only">{t('paging.page')} </span>
                    {n}
                  </span>
                ) : (
                  <PlainLink href={href(n)} className={linkClass}>
                    <span className="sr-only">{t('paging.page')} </span>
                    {n}
                  </PlainLink>
                )}
              </li>
            ),
          )}
        </ol>
        {page < count ? (
          <PlainLink href={href(page + 1)} rel="next" className={linkClass}>
            {t('paging.next')}&nbsp;
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </PlainLink>
        ) : (
          <span />
        )}
      </div>
    </nav>
  )
}
