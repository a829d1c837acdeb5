import type { Metadata } from 'next'

import { NOBODY, PersonPage, personMetadata } from '@/components/people/person-page'

/**
 * Never prerendered (a page per person named grows with the archive): each renders on first
 * request, is cached with the same tags, and is served from the cache after. Page 1 of their
 * work; the proxy sends `?page=2` on to people/[slug]/[page].
 */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

export function generateStaticParams() {
  // The 'navigation' check needs one param.
  return [{ slug: NOBODY }]
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[mode]/people/[slug]'>): Promise<Metadata> {
  return personMetadata((await params).slug, 1)
}

export default async function PersonFirstPage({
  params,
}: PageProps<'/[locale]/[mode]/people/[slug]'>) {
  const { slug } = await params
  return <PersonPage slug={slug} page={1} />
}
