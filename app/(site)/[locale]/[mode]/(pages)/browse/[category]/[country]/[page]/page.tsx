import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StoriesPage } from '@/components/browse/stories-page'
import { StoryBrowser } from '@/components/browse/story-browser'
import { ANY, filterFromSegments } from '@/lib/list-pages'
import { parsePageNumber } from '@/lib/paging'
import { getCategories, getStoryBrowser } from '@/sanity/content'
import { localizedMetadata, pageLocale } from '@/lib/i18n/page-locale'
import { filterDescription, filterTitle, knownFilter } from '@/lib/story-filter-words'
import { storiesHref } from '@/lib/routes'

// `/stories?category=&country=&page=`, as the proxy rewrites it (requested directly, gated alike): one
// static page per filter and page that has stories, each rendered once and cached.

/** Rendered whole before the response starts, so a page past the last is a real 404. */
export const ensureStatic = 'navigation'

/**
 * No instant-navigation check: no client navigation ever lands here. The proxy reaches this route
 * only by rewriting a document request (page links are plain links, the filters load the page),
 * so its App Shell is never used. The filter and page are read at the top, where a page past the
 * last is a 404 before the response starts; a Suspense boundary would buy nothing and would hide
 * the list from readers without JavaScript (React moves a large resolved boundary out of place in
 * static HTML, behind an inline script).
 */
export const instant = false

export function generateStaticParams() {
  // The unfiltered first page (`/stories`), where readers land; every filter and later page
  // renders on first request and is cached with the same tags (their number grows with the
  // archive: 1,839 at 5,000 stories).
  return [{ category: ANY, country: ANY, page: '1' }]
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[mode]/browse/[category]/[country]/[page]'>): Promise<Metadata> {
  const { category, country, page } = await params
  const number = parsePageNumber(page) ?? 1
  const filter = filterFromSegments({ category, country }) ?? { category: '', country: '' }
  const locale = await pageLocale()
  const categories = await getCategories(locale)
  const known = knownFilter(filter, categories)
  return localizedMetadata({
    title: filterTitle(known, locale, number),
    description: filterDescription(known, locale),
    path: storiesHref(filter, number),
  })
}

export default async function StoriesListPage({
  params,
}: PageProps<'/[locale]/[mode]/browse/[category]/[country]/[page]'>) {
  const { category, country, page } = await params
  const number = parsePageNumber(page)
  const filter = filterFromSegments({ category, country })
  if (number === undefined || !filter) notFound()
  return (
    <StoriesPage>
      <StoryBrowser
        filter={filter}
        page={number}
        data={await getStoryBrowser(filter, number, await pageLocale())}
      />
    </StoriesPage>
  )
}
