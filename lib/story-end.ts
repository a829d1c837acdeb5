// What the end of a story leads to: the stories published just before and after it, more of its
// category (relatedStoriesQuery, through the category's index) and more from its country, each
// story shown once. Neighbours and country come from the list of every story's facets (newest
// first): one cached query shared by every page, so a story page costs the same however many
// stories there are.

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

/** Each story appears once: the neighbours first, then the category's, then the country's. */
export function storyEndIds(
  listings: readonly StoryFacets[],
  id: string,
  categoryStories: readonly string[],
): StoryEndIds {
  const index = listings.findIndex((listing) => listing._id === id)
  const story = listings[index]
  if (!story) return { newer: null, older: null, sameCountry: [], sameCategory: [] }
  const newer = listings[index - 1]?._id ?? null
  const older = listings[index + 1]?._id ?? null
  const sameCategory = categoryStories.filter((other) => other !== newer && other !== older)
  const shown = new Set([id, newer, older, ...sameCategory])
  const sameCountry = listings
    .filter((listing) => listing.country === story.country && !shown.has(listing._id))
    .slice(0, MORE_STORIES)
    .map((listing) => listing._id)
  return { newer, older, sameCountry, sameCategory }
}
