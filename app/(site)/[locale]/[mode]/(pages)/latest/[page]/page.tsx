import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LatestPage } from '@/components/latest/latest-page'
import { parsePageNumber } from '@/lib/paging'
import { getStoryListPage } from '@/sanity/content'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { latestHref } from '@/lib/routes'

// `/latest?page=<n>`, as the proxy rewrites it (requested directly, a 404): one static page each.

/** Rendered whole before the response starts, so a page past the last is a real 404. */
export const ensureStatic = 'navigation'

/** No instant-navigation check: reached only by a document load (see the /browse route page). */
export const instant = false

export function generateStaticParams() {
  // The first page, where readers land; later ones render on first request and are cached with
  // the same tags (their number grows with the archive).
  return [{ page: '1' }]
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[mode]/latest/[page]'>): Promise<Metadata> {
  const { page } = await params
  const number = parsePageNumber(page) ?? 1
  const t = await pageTranslator()
  return localizedMetadata({
    title: number === 1 ? t('nav.latest') : t('latest.titlePage', { page: number }),
    description: t('latest.description'),
    path: latestHref(number),
  })
}

export default async function LatestListPage({
  params,
}: PageProps<'/[locale]/[mode]/latest/[page]'>) {
  const { page } = await params
  const number = parsePageNumber(page)
  if (number === undefined) notFound()
  const list = await getStoryListPage({}, number, await pageLocale())
  return <LatestPage page={number} list={list} />
}
