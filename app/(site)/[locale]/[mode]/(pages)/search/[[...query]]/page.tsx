import type { Metadata } from 'next'

import { SearchForm } from '@/components/search/search-form'
import { SearchResults } from '@/components/search/search-results'
import { localizedMetadata, pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { readSearchQuery, SEARCH_RESULT_LIMIT } from '@/lib/search-query'
import { PageLinks } from '@/components/paging/page-links'
import { parsePageNumber } from '@/lib/paging'
import { searchPublished } from '@/sanity/search'
import { PAGES, searchHref } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'

export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await pageLocale())
  return {
    ...(await localizedMetadata({
      title: t('search.title'),
      description: t('search.description'),
      path: PAGES.search,
    })),
    // A results page is the reader's own; the search page itself is what an index may keep.
    robots: { index: false, follow: true },
  }
}

const heading = 'font-display text-5xl font-semibold tracking-tight md:text-7xl'

/**
 * No static shell: a results page has nothing worth showing before its results, so it is read at
 * the top and sent whole. A streamed <Suspense> boundary would be revealed only after React's
 * batching delay (300 ms past the shell's first frame), making the results the page's late
 * Largest Contentful Paint, and without JavaScript it would stay hidden behind an inline script.
 * The query costs a lookup in an index built once per publish (sanity/search.ts).
 */
export const instant = false

export default async function SearchPage({
  searchParams,
}: PageProps<'/[locale]/[mode]/search/[[...query]]'>) {
  // The words are read from `q`: the route's segment, the proxy's copy of them, is for the
  // layout's language links (searchResultsPath).
  const search = await searchParams
  const query = readSearchQuery(search.q)
  // The results' page: `?page=2` (the proxy answers a number no link writes with a 404); one
  // past the last shows the last, as a result page's status is sent before its results are known.
  const asked = parsePageNumber(typeof search.page === 'string' ? search.page : null) ?? 1
  const locale = await pageLocale()
  let results = query ? await searchPublished(query, locale, asked) : null
  const pages = Math.max(1, Math.ceil((results?.total ?? 0) / SEARCH_RESULT_LIMIT))
  const page = Math.min(asked, pages)
  if (query && page !== asked) results = await searchPublished(query, locale, page)
  const t = translator(locale)
  return (
    <div className={PAGE_CLASS}>
      <h1 className={heading}>{t('search.title')}</h1>
      <div className="mt-8">
        <SearchForm
          query={query ?? ''}
          words={{
            label: t('search.link'),
            example: t('search.example'),
            submit: t('search.submit'),
            searching: t('search.searching'),
          }}
        />
      </div>
      {query && results ? (
        <>
          <SearchResults query={query} results={results} />
          <PageLinks page={page} count={pages} href={(n) => searchHref(query, n)} />
        </>
      ) : (
        <p className="mt-10 max-w-xl text-lg text-ink-soft">{t('search.intro')}</p>
      )}
    </div>
  )
}
