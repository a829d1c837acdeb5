// The search index behind /search: built from every published story once per publish (its
// revision is the story count and newest edit, read through the tagged cache), kept in this
// server's memory, and asked per request. The index never goes to the browser.
import 'server-only'

import { personName } from '@/lib/people'
import { searchIndexFor, searchStories, type SearchStory } from '@/lib/search-index'

import { sanityFetch } from '@/sanity/fetch'
import { searchRevisionQuery, searchStoriesQuery } from '@/sanity/queries'
import { TAGS } from '@/sanity/tags'
import type { SearchStoriesQueryResult } from '@/sanity.types'

const SEARCH_TAGS = [TAGS.story, TAGS.category, TAGS.person]

/** How many results a search page shows. */
export const SEARCH_RESULT_LIMIT = 20

const names = (items: ReadonlyArray<string | null> | null | undefined) =>
  (items ?? []).filter((item): item is string => !!item)

/** A story as the index reads it: its people named once, its photographs' words gathered. */
export function toSearchStory({
  storyTeller,
  crew,
  photos,
  text,
  quotes,
  // What a result shows as read: slug, title, description, date, country, category.
  ...listed
}: SearchStoriesQueryResult[number]): SearchStory {
  return {
    ...listed,
    storyTeller: storyTeller ? personName(storyTeller) : null,
    credits: [...new Set([...names(crew), ...names(photos.map((photo) => photo.credit))])],
    text: names(text),
    quotes: names(quotes),
    captions: names(photos.map((photo) => photo.caption)),
    places: [...new Set(names(photos.map((photo) => photo.place)))],
  }
}

export async function searchPublished(query: string) {
  const revision = await sanityFetch({
    query: searchRevisionQuery,
    tags: SEARCH_TAGS,
    preview: false,
  })
  const key = `${revision.stories}:${revision.changed ?? ''}`
  // Read and built only when the revision is new: the memo keeps the last revision's index.
  const index = await searchIndexFor(key, async () =>
    (await sanityFetch({ query: searchStoriesQuery, tags: SEARCH_TAGS, preview: false })).map(
      toSearchStory,
    ),
  )
  return searchStories(index, query, { limit: SEARCH_RESULT_LIMIT })
}
