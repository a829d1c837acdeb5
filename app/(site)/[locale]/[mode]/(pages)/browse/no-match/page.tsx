import type { Metadata } from 'next'
import { Suspense } from 'react'

import { StoriesPage } from '@/components/browse/stories-page'
import { StoryBrowser } from '@/components/browse/story-browser'
import { StoryBrowserSkeleton } from '@/components/browse/story-browser-skeleton'
import { readStoryFilter } from '@/lib/story-filter'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { getStoryBrowser } from '@/sanity/content'
import { PAGES } from '@/lib/routes'

// A filter with no stories is not a page of its own: its canonical page is the whole list, and
// search engines are asked not to keep it.
export async function generateMetadata(): Promise<Metadata> {
  const t = await pageTranslator()
  return {
    ...(await localizedMetadata({
      title: t('nav.stories'),
      description: t('stories.description'),
      path: PAGES.stories,
    })),
    robots: { index: false },
  }
}

// `/stories?category=&country=` for a filter no story matches, as the proxy rewrites it. It names
// what was asked, so it renders per request and is never cached: strangers' values cost no
// cache entry, and no story query (there is nothing to find).
export default function StoriesNoMatchPage({
  searchParams,
}: PageProps<'/[locale]/[mode]/browse/no-match'>) {
  return (
    <StoriesPage>
      <Suspense fallback={<StoryBrowserSkeleton />}>
        <NoMatch searchParams={searchParams} />
      </Suspense>
    </StoriesPage>
  )
}

async function NoMatch({
  searchParams,
}: Pick<PageProps<'/[locale]/[mode]/browse/no-match'>, 'searchParams'>) {
  const filter = readStoryFilter(await searchParams)
  const data = await getStoryBrowser(filter, 1, await pageLocale(), { noMatch: true })
  return <StoryBrowser filter={filter} page={1} data={data} />
}
