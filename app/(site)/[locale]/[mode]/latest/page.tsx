import type { Metadata } from 'next'

import { LatestPage } from '@/components/latest/latest-page'
import { isSaverMode } from '@/lib/data-saver'
import { LATEST_DESCRIPTION } from '@/lib/site'
import { localizedMetadata, pageLocale } from '@/lib/i18n/page-locale'
import { getStoryListPage } from '@/sanity/content'
import { PAGES } from '@/lib/routes'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** Reads its `mode` at the top, as every page here does ([mode]/layout.tsx says why). */
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  return localizedMetadata({
    title: 'Latest',
    description: LATEST_DESCRIPTION,
    path: PAGES.latest,
  })
}

/** The first page: static. Later ones (`?page=2`) are the proxy's rewrite to ./[page]. */
export default async function LatestFirstPage({ params }: PageProps<'/[locale]/[mode]/latest'>) {
  const list = await getStoryListPage({}, 1)
  return (
    <LatestPage
      page={1}
      list={list}
      saver={isSaverMode((await params).mode)}
      locale={await pageLocale()}
    />
  )
}
