import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NOBODY, PersonPage, personMetadata } from '@/components/people/person-page'
import { parsePageNumber } from '@/lib/paging'

// `/people/<slug>?page=<n>`, as the proxy rewrites it once it knows the page exists (requested
// directly, the same check): one cached page each, rendered on its first request.

/** Rendered whole before the response starts, so a page past the last is a real 404. */
export const ensureStatic = 'navigation'

/** No instant-navigation check: reached only by a document load (see the /browse route page). */
export const instant = false

export function generateStaticParams() {
  // The 'navigation' check needs one of each param: the parent's placeholder, a 404.
  return [{ slug: NOBODY, page: '2' }]
}

/** Page 1 is the person's own page; a page here is a later one, or none. */
const laterPage = (value: string) => {
  const page = parsePageNumber(value)
  return page !== undefined && page > 1 ? page : undefined
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[mode]/people/[slug]/[page]'>): Promise<Metadata> {
  const { slug, page } = await params
  const number = laterPage(page)
  if (number === undefined) notFound()
  return personMetadata(slug, number)
}

export default async function PersonLaterPage({
  params,
}: PageProps<'/[locale]/[mode]/people/[slug]/[page]'>) {
  const { slug, page } = await params
  const number = laterPage(page)
  if (number === undefined) notFound()
  return <PersonPage slug={slug} page={number} />
}
