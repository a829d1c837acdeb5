// What the end of a story leads to: the stories published just before and after it, more of its
// category (relatedStoriesQuery, through the category's index) and more from its country, each
// story shown once. Neighbours and country come from the list of every story's facets (newest
// first): one cached query shared by every page, of which a story keeps only its candidates, so a
// story page costs the same however many stories there are.

/** A published story's id and what it is filed under (storyFacetsQuery). */
export type StoryFacets = { _id: string; category: string | null; country: string }

/** How many stories each "more from…" row shows. */
export const MORE_STORIES = 3

export type StoryEndIds = {
  /** The story published just after this one (null for the newest). */
  newer: string | null
  /** The story published just before this one (null for the oldest). */
  older: string | null
  sameCountry: string[]
  sameCategory: string[]
}

/**
 * What the end of a story needs of every story's facets (newest first): the stories published
 * just after and just before it, and the next ones from its country, as many as the country's row
 * could need once the neighbours and the category's row (at most MORE_STORIES) are left out. Its
 * size is the same however many stories there are, so it can be kept (sanity/archive-views.ts).
 * Null for a story that is not listed.
 */
export type StoryEndCandidates = { newer: string | null; older: string | null; country: string[] }

export function storyEndCandidates(
  listings: readonly StoryFacets[],
  id: string,
): StoryEndCandidates | null {
  const index = listings.findIndex((listing) => listing._id === id)
  const story = listings[index]
  if (!story) return null
  const newer = listings[index - 1]?._id ?? null
  const older = listings[index + 1]?._id ?? null
  const country = listings
    .filter(
      ({ _id, country }) =>
        country === story.country && _id !== id && _id !== newer && _id !== older,
    )
    .slice(0, MORE_STORIES * 2)
    .map((listing) => listing._id)
  return { newer, older, country }
}

/**
 * Each story appears once: the neighbours first, then the category's (`categoryStories`, at most
 * MORE_STORIES), then up to MORE_STORIES from the country.
 */
export function storyEndFrom(
  candidates: StoryEndCandidates | null,
  categoryStories: readonly string[],
): StoryEndIds {
  if (!candidates) return { newer: null, older: null, sameCountry: [], sameCategory: [] }
  const { newer, older } = candidates
  const sameCategory = categoryStories.filter((other) => other !== newer && other !== older)
  const shown = new Set(sameCategory)
  const sameCountry = candidates.country.filter((other) => !shown.has(other)).slice(0, MORE_STORIES)
  return { newer, older, sameCountry, sameCategory }
}
