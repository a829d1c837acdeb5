import type { Metadata } from 'next'

import { StoriesPage } from '@/components/browse/stories-page'
import { StoryBrowser } from '@/components/browse/story-browser'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { getStoryBrowser } from '@/sanity/content'
import { PAGES } from '@/lib/routes'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  const t = await pageTranslator()
  return localizedMetadata({
    title: t('nav.stories'),
    description: t('stories.description'),
    path: PAGES.stories,
  })
}

/**
 * The first page of every story: static. Filters and later pages are other routes, which the
 * proxy rewrites `?category=&country=&page=` to (lib/list-pages.ts), so this one reads no URL.
 */
export default async function StoriesFirstPage() {
  const filter = { category: '', country: '' }
  return (
    <StoriesPage>
      <StoryBrowser
        filter={filter}
        page={1}
        data={await getStoryBrowser(filter, 1, await pageLocale())}
      />
    </StoriesPage>
  )
}
