// Which pages the story lists have, and the internal routes that render them. The proxy rewrites
// `/stories?category=&country=&page=` and `/latest?page=` to these paths (each one prerendered
// and cached), after checking the page exists, so strangers' values create no cache entries.
import { pageCount, pageOf, parsePageNumber } from '@/lib/paging'
import { readStoryFilterFrom, type StoryFilterValues } from '@/lib/story-filter'
import {
  decodeSegment,
  isUnder,
  latestHref,
  matchRoute,
  MISSING_ROUTE,
  PAGES,
  pathTo,
  personHref,
  searchHref,
  searchQueryIn,
  storiesHref,
} from '@/lib/routes'

/** A published story's category slug and country: all the lists need to know their pages. */
export type StoryFacet = { category: string | null; country: string | null }

/** A story's id with its facets; a list of them is newest first. */
export type StoryListing = StoryFacet & { _id: string }

export type ListPage = StoryFilterValues & { page: number }

/** The path segment for "any category" or "any country": the site's slugify never makes `_`. */
export const ANY = '_'

/** Where /stories renders a filter no story matches (per request: it names the filter). */
export const NO_MATCH_PATH = pathTo('noMatch')

export const listPageKey = ({ category, country, page }: ListPage) =>
  JSON.stringify([category, country, page])

/**
 * Every list page that has stories: each page of every category, country, and category with
 * country, and of the unfiltered list (which /latest shows too). Page 1 of the unfiltered list
 * is always there, empty or not.
 */
export function listPages(facets: readonly StoryFacet[]): ListPage[] {
  const unfiltered = { filter: { category: '', country: '' }, count: 0 }
  const counts = new Map([[JSON.stringify(['', '']), unfiltered]])
  const add = (category: string, country: string) => {
    const key = JSON.stringify([category, country])
    const entry = counts.get(key) ?? { filter: { category, country }, count: 0 }
    entry.count++
    counts.set(key, entry)
  }
  for (const { category, country } of facets) {
    add('', '')
    if (category) add(category, '')
    if (country) add('', country)
    if (category && country) add(category, country)
  }
  return [...counts.values()].flatMap(({ filter, count }) =>
    Array.from({ length: pageCount(count) }, (_, i) => ({ ...filter, page: i + 1 })),
  )
}

/** The internal route of a /stories page (filtered, or past the first). */
export function browsePath({ category, country, page }: ListPage): string {
  return pathTo('browse', { category: category || ANY, country: country || ANY, page })
}

/** The internal route of a /latest page past the first. */
export const latestPagePath = (page: number) => pathTo('latestPage', { page })

/** The internal route of a person's page past the first (`/people/<slug>?page=<page>`). */
export const personPagePath = (slug: string, page: number) => pathTo('personPage', { slug, page })

/** Route params back to filter values. */
const fromSegment = (value: string) => (value === ANY ? '' : value)

/**
 * The filter a /browse route's segments name (as written, still URL-encoded), or undefined when
 * one's escapes are not UTF-8. The one reading of them: the proxy's and the page's.
 */
export function filterFromSegments(segments: {
  category: string | undefined
  country: string | undefined
}): StoryFilterValues | undefined {
  const decoded = (segment: string | undefined) => {
    const value = segment === undefined ? undefined : decodeSegment(segment)
    return value === undefined ? undefined : fromSegment(value)
  }
  const category = decoded(segments.category)
  const country = decoded(segments.country)
  return category === undefined || country === undefined ? undefined : { category, country }
}

/**
 * The list page an internal route's path renders, 'no-match' for the empty state, undefined for
 * other paths; null for an internal path that names no page. Next runs the proxy again on the
 * path it rewrote to, and anyone may request these paths: both pass only for pages that exist.
 */
export function internalListPageIn(pathname: string): ListPage | 'no-match' | null | undefined {
  if (pathname === NO_MATCH_PATH) return 'no-match'
  const latest = matchRoute('latestPage', pathname)
  if (latest) {
    const page = parsePageNumber(latest.page)
    return page === undefined ? null : { category: '', country: '', page }
  }
  if (!isUnder('browse', pathname)) return undefined
  const browse = matchRoute('browse', pathname)
  const filter = filterFromSegments({ category: browse?.category, country: browse?.country })
  const page = parsePageNumber(browse?.page ?? '')
  if (!filter || !page) return null
  return { ...filter, page }
}

/** A request for a page of /stories or /latest, as its URL asks for it. */
export type ListRequest = {
  filter: StoryFilterValues
  /** Undefined when the URL's `page` is not a page number. */
  page: number | undefined
}

/** What `/stories?…` or `/latest?…` asks for (/latest has no filters); undefined for other paths. */
export function listRequestIn(pathname: string, search: URLSearchParams): ListRequest | undefined {
  if (pathname !== PAGES.stories && pathname !== PAGES.latest) return undefined
  const filter =
    pathname === PAGES.stories ? readStoryFilterFrom(search) : { category: '', country: '' }
  return { filter, page: parsePageNumber(search.get('page')) }
}

/**
 * The ids on one page of the stories a filter selects (an empty value means any), in the
 * listings' order, and how many it selects: what /latest and /stories show, without loading the
 * cards of every other page.
 */
export function listPageIds(
  listings: readonly StoryListing[],
  { category, country, page }: ListPage,
): { ids: string[]; total: number } {
  const selected = listings.filter(
    (story) =>
      (!category || story.category === category) && (!country || story.country === country),
  )
  return { ids: pageOf(selected, page).map((story) => story._id), total: selected.length }
}

/**
 * The address a reader sees for an internal route's path: a list route as the query it renders
 * (`/browse/portrait/_/2` is `/stories?category=portrait&page=2`, `/people/ama/2` is
 * `/people/ama?page=2`), any other path as it is.
 * Pure, so the language switch writes a list page's links in every language with its query,
 * from the route the server rendered (no script needed). The 404 page (MISSING_ROUTE), rendered
 * once for every address that is none, cannot know the reader's: the home page.
 */
export function publicHrefOf(pathname: string): string {
  if (pathname === MISSING_ROUTE) return PAGES.home
  const searched = searchQueryIn(pathname)
  if (searched !== undefined) return searchHref(searched)
  const person = matchRoute('personPage', pathname)
  const personPage = parsePageNumber(person?.page ?? '')
  const personSlug = person && decodeSegment(person.slug)
  if (personSlug !== undefined && personPage !== undefined) {
    return personHref(personSlug, personPage)
  }
  const page = internalListPageIn(pathname)
  if (page === undefined || page === null) return pathname
  if (page === 'no-match') return PAGES.stories
  const { category, country } = page
  return matchRoute('latestPage', pathname)
    ? latestHref(page.page)
    : storiesHref({ category, country }, page.page)
}
