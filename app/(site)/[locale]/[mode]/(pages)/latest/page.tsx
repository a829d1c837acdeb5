import type { Metadata } from 'next'

import { LatestPage } from '@/components/latest/latest-page'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { getStoryListPage } from '@/sanity/content'
import { PAGES } from '@/lib/routes'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  const t = await pageTranslator()
  return localizedMetadata({
    title: t('nav.latest'),
    description: t('latest.description'),
    path: PAGES.latest,
  })
}

/** The first page: static. Later ones (`?page=2`) are the proxy's rewrite to ./[page]. */
export default async function LatestFirstPage() {
  const list = await getStoryListPage({}, 1, await pageLocale())
  return <LatestPage page={1} list={list} />
}
