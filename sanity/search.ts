// The search index behind /search: built from every published story once per publish (its
// revision is the story count and newest edit, read through the tagged cache), kept in this
// server's memory, and asked per request. The index never goes to the browser.
import 'server-only'

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n/locales'
import { personName } from '@/lib/people'
import { searchIndexFor, searchStories, type SearchStory } from '@/lib/search-index'
import { SEARCH_RESULT_LIMIT } from '@/lib/search-query'

import { sanityFetch } from '@/sanity/fetch'
import { searchRevisionQuery, searchStoriesQuery, translationGroupsQuery } from '@/sanity/queries'
import { TAGS } from '@/sanity/tags'
import type { SearchStoriesQueryResult } from '@/sanity.types'

const SEARCH_TAGS = [TAGS.story, TAGS.category, TAGS.person, TAGS.translations]

const names = (items: ReadonlyArray<string | null> | null | undefined) =>
  (items ?? []).filter((item): item is string => !!item)

type StoryDocument = SearchStoriesQueryResult[number]

const placesOf = (story: StoryDocument) => names(story.photos.map((photo) => photo.place))

/**
 * The stories as the index reads them: their people named once, their photographs' words
 * gathered, and each version's places in every version (a reader finds an Arabic story by
 * "Tamale"); `groups` are the ids of each story's versions (translation.metadata).
 */
export function toSearchStories(
  stories: readonly StoryDocument[],
  groups: ReadonlyArray<{ ids: ReadonlyArray<string | null> | null }>,
): SearchStory[] {
  const byId = new Map(stories.map((story) => [story._id, story]))
  const versionsOf = new Map<string, StoryDocument[]>()
  for (const { ids } of groups) {
    const versions = names(ids).flatMap((id) => byId.get(id) ?? [])
    for (const version of versions) versionsOf.set(version._id, versions)
  }
  return stories.map((story) => {
    const versions = versionsOf.get(story._id) ?? [story]
    const language = isLocale(story.language) ? story.language : DEFAULT_LOCALE
    const written = new Set(versions.map((version) => version.language))
    const shownIn =
      language === DEFAULT_LOCALE
        ? LOCALES.filter((locale) => locale === language || !written.has(locale))
        : [language]
    const {
      storyTeller,
      crew,
      photos,
      text,
      quotes,
      _id,
      categoryTitles: titles,
      ...listed
    } = story
    const categoryTitles: Partial<Record<Locale, string>> = {}
    for (const title of titles ?? []) {
      if (title.language && isLocale(title.language) && title.value) {
        categoryTitles[title.language] = title.value
      }
    }
    return {
      ...listed,
      id: _id,
      language,
      shownIn,
      categoryTitles,
      storyTeller: storyTeller ? personName(storyTeller) : null,
      credits: [...new Set([...names(crew), ...names(photos.map((photo) => photo.credit))])],
      text: names(text),
      quotes: names(quotes),
      captions: names(photos.map((photo) => photo.caption)),
      places: [...new Set(versions.flatMap(placesOf))],
    }
  })
}

/** The published stories matching `query`, as a reader of `locale` reads them. */
/** `query`'s results in `locale`, page `page` of them (SEARCH_RESULT_LIMIT a page). */
export async function searchPublished(query: string, locale: Locale, page = 1) {
  const revision = await sanityFetch({
    query: searchRevisionQuery,
    tags: SEARCH_TAGS,
    preview: false,
  })
  const key = [revision.stories, revision.changed, revision.translations, revision.linked].join(':')
  // Read and built only when the revision is new: the memo keeps the last revision's index.
  const index = await searchIndexFor(key, async () => {
    const [stories, groups] = await Promise.all([
      sanityFetch({ query: searchStoriesQuery, tags: SEARCH_TAGS, preview: false }),
      sanityFetch({ query: translationGroupsQuery, tags: SEARCH_TAGS, preview: false }),
    ])
    return toSearchStories(stories, groups)
  })
  return searchStories(index, query, {
    limit: SEARCH_RESULT_LIMIT,
    offset: (page - 1) * SEARCH_RESULT_LIMIT,
    locale,
  })
}
