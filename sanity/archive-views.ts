// What a page shows of a read that covers the whole archive (every story's facets, every credit),
// each derived in a 'use cache' of its own. A page carries every cache entry it reads in its resume
// data (what Next keeps to resume a partly static page, and sends from each build worker to the
// build's process for every page it prerenders): read directly, every story's facets are 450 kB
// at 5,000 stories in every list and story page's. Read inside a cache, they are that cache's
// input, and the page carries only the few ids or counts it shows.
//
// Each view's key is only what a known page asks (a list page the proxy found, a published story)
// or nothing, so a stranger's made-up filter makes no entry. A view is asked only outside a
// preview: its reads are published content, cached under the view's own revision (publishedRead).
// An editor previewing gets the same views of drafts over published, uncached.
import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'

import { groupCredits } from '@/lib/crew'
import { listPageIds, type ListPage } from '@/lib/list-pages'
import type { Country } from '@/lib/lists/countries'
import { storyEndCandidates } from '@/lib/story-end'
import { facetPairs, facetSummary } from '@/lib/story-facets'
import type { StoryFilterValues } from '@/lib/story-filter'

import { CONTENT_LIFE, contentRevision, publishedRead, sanityFetch } from '@/sanity/fetch'
import { storyCreditsQuery, storyFacetsQuery } from '@/sanity/queries'
import { LIST_TAGS, TAGS } from '@/sanity/tags'

/** A view lives as long as the content it reads (its life is set, not taken from the read's). */
function viewOf(tags: readonly string[]) {
  cacheTag(...tags)
  cacheLife(CONTENT_LIFE)
}

async function previewing(): Promise<boolean> {
  return (await draftMode()).isEnabled
}

/** Every story's id, category slug and country, newest first. */
function storyListings(revision: string) {
  return publishedRead({ query: storyFacetsQuery, params: {}, tags: LIST_TAGS, revision })
}

/** The same, drafts over published, for an editor in draft mode. */
function draftListings() {
  return sanityFetch({ query: storyFacetsQuery, tags: LIST_TAGS })
}

function storyCredits(revision: string) {
  return publishedRead({ query: storyCreditsQuery, params: {}, tags: [TAGS.story], revision })
}

async function cachedListPage(revision: string, category: string, country: string, page: number) {
  'use cache'
  viewOf(LIST_TAGS)
  return listPageIds(await storyListings(revision), { category, country, page })
}

/** The ids on one page of a list and how many stories the list has (lib/list-pages.ts). */
export async function listPageView({ category, country, page }: ListPage) {
  if (await previewing()) return listPageIds(await draftListings(), { category, country, page })
  return cachedListPage(contentRevision(), category, country, page)
}

async function cachedFacetPairs(revision: string) {
  'use cache'
  viewOf(LIST_TAGS)
  return facetPairs(await storyListings(revision))
}

/** How many stories each category has from each country (lib/story-facets.ts). */
async function facetPairsView() {
  if (await previewing()) return facetPairs(await draftListings())
  return cachedFacetPairs(contentRevision())
}

/**
 * What the /stories filters offer given the chosen one, from the one kept view for every filter:
 * a hand-typed one adds nothing to the cache.
 */
export async function facetsView(filter: StoryFilterValues) {
  return facetSummary(await facetPairsView(), filter)
}

async function cachedStoryEnd(revision: string, id: string) {
  'use cache'
  viewOf(LIST_TAGS)
  return storyEndCandidates(await storyListings(revision), id)
}

/** Where the end of story `id` can lead (lib/story-end.ts). */
export async function storyEndView(id: string) {
  if (await previewing()) return storyEndCandidates(await draftListings(), id)
  return cachedStoryEnd(contentRevision(), id)
}

/** How many published stories each country has (only countries with some). */
export async function countryCountsView(): Promise<Map<Country, number>> {
  const counts = new Map<Country, number>()
  for (const { country, stories } of await facetPairsView()) {
    if (country) counts.set(country, (counts.get(country) ?? 0) + stories)
  }
  return counts
}

async function cachedCrew(revision: string) {
  'use cache'
  viewOf([TAGS.story])
  return groupCredits(await storyCredits(revision))
}

/** The crew behind the stories: each credit title (A to Z) with its names (lib/crew.ts). */
export async function crewView() {
  if (await previewing()) {
    return groupCredits(await sanityFetch({ query: storyCreditsQuery, tags: [TAGS.story] }))
  }
  return cachedCrew(contentRevision())
}
