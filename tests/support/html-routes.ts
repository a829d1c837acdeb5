// The routes `npm run bench:html` fetches, listed from a dataset file rather than written down, so
// a snapshot covers every story, country and person the sample has however it was generated.
import { readFileSync } from 'node:fs'

import { COUNTRIES, type Country } from '@/lib/lists/countries'
import { collectPeople } from '@/lib/people'
import { countryPath, latestHref, photoPath, searchHref, storiesHref } from '@/lib/routes'
import { createLocalSource } from '@/sanity/local/local-source'
import { storyPeopleQuery } from '@/sanity/queries'
import { parseDataset, publishedCategories, publishedStories } from '@/tests/support/dataset'

/** How a route is asked for: as a browser (full), with `Save-Data: on`, or as Next's router. */
export const FETCH_MODES = ['full', 'saver', 'rsc'] as const
export type FetchMode = (typeof FETCH_MODES)[number]

export const MODE_HEADERS: Record<FetchMode, Record<string, string>> = {
  full: {},
  saver: { 'Save-Data': 'on' },
  rsc: { RSC: '1' },
}

export type HtmlRoute = { path: string; modes: readonly FetchMode[] }

const PAGE_MODES: readonly FetchMode[] = ['full', 'saver']
/** A few pages also as the RSC payload a client-side navigation reads. */
const WITH_RSC: readonly FetchMode[] = ['full', 'saver', 'rsc']

/** `count` items spread over `items`: first, last and evenly between. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items]
  const step = (items.length - 1) / (count - 1)
  return Array.from({ length: count }, (_, i) => items[Math.round(i * step)] as T)
}

export async function listRoutes(datasetPath: string): Promise<HtmlRoute[]> {
  const documents = parseDataset(readFileSync(datasetPath, 'utf8'))
  const stories = publishedStories(documents)
  const categories = publishedCategories(documents)
    .map((category) => category.slug.current)
    .sort()
  const storyCountries = [...new Set(stories.map((story) => story.country))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  )
  const without = COUNTRIES.find((country) => !storyCountries.includes(country))
  const [first, second] = stories
  if (!first || !second || !without) {
    throw new Error(`${datasetPath} has too few stories for a snapshot.`)
  }
  const categoryOf = new Map(publishedCategories(documents).map((c) => [c._id, c.slug.current]))

  // The people the site names, and each story's photo count, as the site's own query sees them.
  const source = createLocalSource({ datasetPath })
  const storyPeople = await source.fetch(storyPeopleQuery)
  const people = [...collectPeople(storyPeople).keys()].sort()
  const photoCount = new Map(storyPeople.map((story) => [story.slug, story.photos.length]))

  const page = (path: string, modes = PAGE_MODES): HtmlRoute => ({ path, modes })
  const storySlugs = stories.map((story) => story.slug.current)
  const photoStories = spread(storySlugs, 3)
  // A country, a word of a title, a teller's name: what readers search by.
  const titleWord =
    second.title
      .split(/\s+/)
      .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
      .find((word) => word.length > 4) ?? 'light'
  const teller = storyPeople.find((story) => story.teller)?.teller?.lastName ?? 'photographer'

  return [
    page('/', WITH_RSC),
    page(latestHref(), WITH_RSC),
    page(latestHref(2)),
    page(storiesHref({ category: '', country: '' }), WITH_RSC),
    ...categories.map((category) => page(storiesHref({ category, country: '' }))),
    ...spread(storyCountries, 3).map((country) => page(storiesHref({ category: '', country }))),
    page(
      storiesHref({ category: categoryOf.get(first.category._ref) ?? '', country: first.country }),
    ),
    page(storiesHref({ category: '', country: '' }, 2)),
    // Filters no story matches: a country without stories, and a category that does not exist.
    page(storiesHref({ category: '', country: without })),
    page(storiesHref({ category: 'nope', country: '' })),
    ...storySlugs.map((slug, i) => page(`/stories/${slug}`, i === 0 ? WITH_RSC : PAGE_MODES)),
    ...photoStories.flatMap((slug) =>
      Array.from({ length: photoCount.get(slug) ?? 0 }, (_, i) => page(photoPath(slug, i + 1))),
    ),
    page('/community'),
    page('/theruumafrica'),
    page('/countries'),
    ...[...storyCountries, without].map((country) => page(countryPath(country as Country))),
    ...people.map((slug) => page(`/people/${slug}`)),
    page(searchHref('')),
    page(searchHref(first.country)),
    page(searchHref(titleWord)),
    page(searchHref(teller)),
    page(searchHref('zzyzx')),
    page('/feed.xml'),
    page('/feed.json'),
    page('/sitemap.xml'),
    page('/robots.txt'),
    // Not found: no route, no story, no such photo, no such country, a list page past the last.
    page('/nope'),
    page('/stories/nope'),
    page(photoPath(first.slug.current, 99)),
    page('/countries/atlantis'),
    page(latestHref(99)),
    page('/studio'),
  ]
}
