import type { Metadata } from 'next'

import { LatestPage } from '@/components/latest/latest-page'
import { isSaverMode } from '@/lib/data-saver'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { getStoryListPage } from '@/sanity/content'
import { PAGES } from '@/lib/routes'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** Reads its `mode` at the top, as every page here does ([mode]/layout.tsx says why). */
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
export default async function LatestFirstPage({ params }: PageProps<'/[locale]/[mode]/latest'>) {
  const list = await getStoryListPage({}, 1, await pageLocale())
  return (
    <LatestPage
      page={1}
      list={list}
      saver={isSaverMode((await params).mode)}
      locale={await pageLocale()}
    />
  )
}
