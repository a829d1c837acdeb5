// What a page shows of a read that covers the whole archive (every story's facets, every credit),
// each derived in a 'use cache' of its own. A page carries every cache entry it reads in its resume
// data (what Next keeps to resume a partly static page, and sends from each build worker to the
// build's process for every page it prerenders): read directly, every story's facets are 450 kB
// at 5,000 stories in every list and story page's. Read inside a cache, they are that cache's
// input, and the page carries only the few ids or counts it shows. An editor previewing drafts
// gets the same views of drafts over published, uncached.
import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'

import { groupCredits } from '@/lib/crew'
import { listPageIds, type ListPage } from '@/lib/list-pages'
import type { Country } from '@/lib/lists/countries'
import { storyEndIds } from '@/lib/story-end'
import { facetSummary } from '@/lib/story-facets'
import type { StoryFilterValues } from '@/lib/story-filter'

import { CONTENT_LIFE, sanityFetch } from '@/sanity/fetch'
import { storyCreditsQuery, storyFacetsQuery } from '@/sanity/queries'
import { LIST_TAGS, TAGS } from '@/sanity/tags'
import type { StoryFacetsQueryResult } from '@/sanity.types'

async function previewing(): Promise<boolean> {
  return (await draftMode()).isEnabled
}

/** Every story's id, category slug and country, newest first. */
function storyListings(preview: boolean) {
  return sanityFetch({ query: storyFacetsQuery, tags: LIST_TAGS, preview })
}

function storyCredits(preview: boolean) {
  return sanityFetch({ query: storyCreditsQuery, tags: [TAGS.story], preview })
}

async function cachedListPage(category: string, country: string, page: number) {
  'use cache'
  cacheTag(...LIST_TAGS)
  cacheLife(CONTENT_LIFE)
  return listPageIds(await storyListings(false), { category, country, page })
}

/** The ids on one page of a list and how many stories the list has (lib/list-pages.ts). */
export async function listPageView({ category, country, page }: ListPage) {
  if (await previewing()) return listPageIds(await storyListings(true), { category, country, page })
  return cachedListPage(category, country, page)
}

async function cachedFacets(category: string, country: string) {
  'use cache'
  cacheTag(...LIST_TAGS)
  cacheLife(CONTENT_LIFE)
  return facetSummary(await storyListings(false), { category, country })
}

/** What the /stories filters offer given the chosen one (lib/story-facets.ts). */
export async function facetsView({ category, country }: StoryFilterValues) {
  if (await previewing()) return facetSummary(await storyListings(true), { category, country })
  return cachedFacets(category, country)
}

async function cachedStoryEnd(id: string, categoryStories: string[]) {
  'use cache'
  cacheTag(...LIST_TAGS)
  cacheLife(CONTENT_LIFE)
  return storyEndIds(await storyListings(false), id, categoryStories)
}

/** Where the end of story `id` leads, given its category's other stories (lib/story-end.ts). */
export async function storyEndView(id: string, categoryStories: string[]) {
  if (await previewing()) return storyEndIds(await storyListings(true), id, categoryStories)
  return cachedStoryEnd(id, categoryStories)
}

function countryCounts(listings: StoryFacetsQueryResult) {
  const counts = new Map<Country, number>()
  for (const { country } of listings) {
    if (country) counts.set(country, (counts.get(country) ?? 0) + 1)
  }
  return counts
}

async function cachedCountryCounts() {
  'use cache'
  cacheTag(...LIST_TAGS)
  cacheLife(CONTENT_LIFE)
  return countryCounts(await storyListings(false))
}

/** How many published stories each country has (only countries with some). */
export async function countryCountsView(): Promise<Map<Country, number>> {
  if (await previewing()) return countryCounts(await storyListings(true))
  return cachedCountryCounts()
}

async function cachedCrew() {
  'use cache'
  cacheTag(TAGS.story)
  cacheLife(CONTENT_LIFE)
  return groupCredits(await storyCredits(false))
}

/** The crew behind the stories: each credit title (A to Z) with its names (lib/crew.ts). */
export async function crewView() {
  if (await previewing()) return groupCredits(await storyCredits(true))
  return cachedCrew()
}
