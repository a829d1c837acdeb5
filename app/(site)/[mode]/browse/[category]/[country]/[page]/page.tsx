import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StoriesPage } from '@/components/stories/stories-page'
import { StoryBrowser } from '@/components/stories/story-browser'
import { isSaverMode } from '@/lib/data-saver'
import { ANY, fromSegment } from '@/lib/list-pages'
import { parsePageNumber } from '@/lib/paging'
import { getListPages } from '@/sanity/content'

// `/stories?category=&country=&page=`, as the proxy rewrites it (requested directly, a 404): one
// static page per filter and page that has stories, so each is rendered once and cached.

/** Rendered whole before the response starts, so a page past the last is a real 404. */
export const ensureStatic = 'navigation'

export async function generateStaticParams() {
  // Always at least the unfiltered first page: the 'navigation' check needs one param.
  return (await getListPages()).map(({ category, country, page }) => ({
    category: category || ANY,
    country: country || ANY,
    page: String(page),
  }))
}

export async function generateMetadata({
  params,
}: PageProps<'/[mode]/browse/[category]/[country]/[page]'>): Promise<Metadata> {
  const { page } = await params
  return {
    title: page === '1' ? 'Stories' : `Stories, page ${page}`,
    description: 'Every photo story, to browse by category and by country.',
  }
}

export default async function StoriesListPage({
  params,
}: PageProps<'/[mode]/browse/[category]/[country]/[page]'>) {
  const { mode, category, country, page } = await params
  const number = parsePageNumber(page)
  if (number === undefined) notFound()
  const filter = {
    category: fromSegment(decodeURIComponent(category)),
    country: fromSegment(decodeURIComponent(country)),
  }
  return (
    <StoriesPage>
      <StoryBrowser filter={filter} page={number} saver={isSaverMode(mode)} />
    </StoriesPage>
  )
}
