// What each /stories filter can still offer given the other one: a category select that only
// lists categories with stories in the chosen country, each with its count, and the same for
// countries. So no pick from the UI leads to an empty list; a hand-typed filter still can.
import type { StoryFacet } from '@/lib/list-pages'
import type { StoryFilterValues } from '@/lib/story-filter'

export type FacetCounts = {
  /** Category slug → stories of that category in the chosen country (or any country). */
  categories: ReadonlyMap<string, number>
  /** Country → stories from it in the chosen category (or any category). */
  countries: ReadonlyMap<string, number>
}

/**
 * How many stories one category has from one country: every story's facets, kept as at most
 * categories × countries of these whatever the number of stories (sanity/archive-views.ts).
 */
export type FacetPair<Country extends string | null = string | null> = {
  category: string | null
  country: Country
  stories: number
}

function increment(counts: Map<string, number>, key: string | null, by: number) {
  if (key) counts.set(key, (counts.get(key) ?? 0) + by)
}

/** Stories (or pairs, each counting its `stories`): each filter's values that have stories given
 * the other filter, with how many. */
export function facetCounts(
  listings: ReadonlyArray<StoryFacet & { stories?: number }>,
  { category, country }: StoryFilterValues,
): FacetCounts {
  const categories = new Map<string, number>()
  const countries = new Map<string, number>()
  for (const story of listings) {
    const stories = story.stories ?? 1
    if (!country || story.country === country) increment(categories, story.category, stories)
    if (!category || story.category === category) increment(countries, story.country, stories)
  }
  return { categories, countries }
}

/** Every story's facets as pairs, in the order each pair first appears. */
export function facetPairs<Country extends string | null>(
  listings: ReadonlyArray<{ category: string | null; country: Country }>,
): FacetPair<Country>[] {
  const pairs = new Map<string, FacetPair<Country>>()
  for (const { category, country } of listings) {
    const key = JSON.stringify([category, country])
    const pair = pairs.get(key)
    if (pair) pair.stories++
    else pairs.set(key, { category, country, stories: 1 })
  }
  return [...pairs.values()]
}

/** What the /stories filters need of every story's facets, given the filter chosen. */
export type FacetSummary = {
  /** How many stories there are (none: nothing to filter yet). */
  stories: number
  /** Every country with stories, once each, in no particular order. */
  countries: string[]
  counts: FacetCounts
}

export function facetSummary(pairs: readonly FacetPair[], filter: StoryFilterValues): FacetSummary {
  return {
    stories: pairs.reduce((sum, pair) => sum + pair.stories, 0),
    countries: [...new Set(pairs.flatMap(({ country }) => country ?? []))],
    counts: facetCounts(pairs, filter),
  }
}

/**
 * The options of one select: the values with stories, plus the chosen value even with none (a
 * hand-typed filter), so the select still shows what is chosen. `order` lists every known value
 * in the order to offer them.
 */
export function facetOptions<T>(
  order: readonly T[],
  valueOf: (item: T) => string,
  counts: ReadonlyMap<string, number>,
  chosen: string,
): Array<{ item: T; count: number }> {
  return order.flatMap((item) => {
    const value = valueOf(item)
    const count = counts.get(value) ?? 0
    return count > 0 || (chosen !== '' && value === chosen) ? [{ item, count }] : []
  })
}
