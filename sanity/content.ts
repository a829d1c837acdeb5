// One getter per thing a page needs. Each names the documents its result depends on as cache
// tags, so revalidating a tag (after a publish) refreshes exactly the pages that show it.
import 'server-only'

import { cache } from 'react'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import type { Country } from '@/lib/lists/countries'
import { pageOf } from '@/lib/paging'
import { collectPeople, personPageCount, type Person } from '@/lib/people'
import { MORE_STORIES, storyEndFrom } from '@/lib/story-end'
import { shownVersion, storyVersions, type StoryVersion } from '@/lib/story-versions'

import {
  countryCountsView,
  crewView,
  facetsView,
  listPageView,
  storyEndView,
} from '@/sanity/archive-views'
import { sanityFetch } from '@/sanity/fetch'
import { LIST_TAGS, storyTag, TAGS } from '@/sanity/tags'
import {
  CATEGORY_STORY_LIMIT,
  FEATURED_STORY_LIMIT,
  FEED_STORY_LIMIT,
  categoriesQuery,
  categoriesWithStoriesQuery,
  featuredStoriesQuery,
  feedStoriesQuery,
  feedTranslationsQuery,
  sitemapStoriesQuery,
  sitemapVersionsQuery,
  storyPeopleQuery,
  personProfilesQuery,
  storiesPhotosQuery,
  relatedStoriesQuery,
  storyCardsQuery,
  storyQuery,
  storyTranslationsQuery,
  storyVersionsQuery,
  newestStorySlugsQuery,
  siteSettingsQuery,
  teamMembersQuery,
  storyTellersQuery,
} from '@/sanity/queries'
import type { CrewGroup } from '@/sanity/types'
import type {
  CategoriesQueryResult,
  FeedStoriesQueryResult,
  StoryPeopleQueryResult,
  RelatedStoriesQueryResult,
  StoryCardsQueryResult,
  StoryQueryResult,
  SiteSettingsQueryResult,
  TeamMembersQueryResult,
  StoryTellersQueryResult,
} from '@/sanity.types'

/** A category slug and a country name; empty or missing means any. */
export type StoryFilter = { category?: string; country?: string }

type StoryCardResult = StoryCardsQueryResult[number]

/** Reads the `language` versions of the stories `ids`, each with the original it translates. */
type TranslationsRead<T> = (params: {
  ids: string[]
  language: Locale
  locale: Locale
}) => Promise<ReadonlyArray<{ original: string | null; story: T | null }>>

/**
 * Stories' originals as a reader of `locale` is shown them: each story's translation into that
 * language where it has one, else the original, whose `language` says it is not. The one way
 * every list does it, cards and feeds alike; `read` names the projection.
 */
async function inLanguageOf<T extends { _id: string }>(
  originals: T[],
  locale: Locale,
  read: TranslationsRead<T>,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || originals.length === 0) return originals
  const ids = originals.map((original) => original._id)
  return swapped(originals, await read({ ids, language: locale, locale }))
}

/** Story cards in the reader's language (inLanguageOf). */
function inLanguage(
  cards: StoryCardResult[],
  locale: Locale,
  { preview = true }: { preview?: boolean } = {},
): Promise<StoryCardResult[]> {
  return inLanguageOf(cards, locale, (params) =>
    sanityFetch({
      query: storyTranslationsQuery,
      params,
      tags: [...LIST_TAGS, TAGS.translations],
      preview,
    }),
  )
}

/** `originals`, each replaced by its translation where `translations` names one. */
function swapped<T extends { _id: string }>(
  originals: T[],
  translations: ReadonlyArray<{ original: string | null; story: T | null }>,
): T[] {
  const byOriginal = new Map(
    translations.flatMap(({ original, story }) => (original && story ? [[original, story]] : [])),
  )
  return originals.map((item) => byOriginal.get(item._id) ?? item)
}

/** The newest stories, for the hero slider. */
export async function getFeaturedStories(locale: Locale) {
  const stories = await sanityFetch({
    query: featuredStoriesQuery,
    params: { limit: FEATURED_STORY_LIMIT, locale },
    tags: LIST_TAGS,
  })
  return inLanguage(stories, locale)
}

/**
 * One page of the stories of a category and/or country (an empty or missing one means any),
 * newest first, and how many there are in all. The list itself is only ids and facets, so a page
 * reads 12 stories' cards whatever the number of stories.
 */
export async function getStoryListPage(
  { category = '', country = '' }: StoryFilter,
  page: number,
  locale: Locale,
): Promise<{ stories: StoryCardsQueryResult; total: number }> {
  const { ids, total } = await listPageView({ category, country, page })
  const stories =
    ids.length === 0
      ? []
      : await sanityFetch({
          query: storyCardsQuery,
          params: { ids, locale },
          tags: LIST_TAGS,
        })
  return { stories: await inLanguage(stories, locale), total }
}

export type StoryListPage = Awaited<ReturnType<typeof getStoryListPage>>

/**
 * What /stories shows for a filter and page: that page of its stories, every category, and what
 * the filters offer given the chosen one (their options and counts). `noMatch`: the proxy already
 * found no story for this filter, so no list is read.
 */
export async function getStoryBrowser(
  filter: StoryFilter,
  page: number,
  locale: Locale,
  { noMatch = false }: { noMatch?: boolean } = {},
) {
  const [list, categories, facets] = await Promise.all([
    noMatch ? { stories: [], total: 0 } : getStoryListPage(filter, page, locale),
    getCategories(locale),
    facetsView({ category: filter.category ?? '', country: filter.country ?? '' }),
  ])
  return { ...list, categories, facets }
}

export type StoryBrowserData = Awaited<ReturnType<typeof getStoryBrowser>>

/**
 * The story at `slug` written in `language`, with its content and credits, or null when there
 * is none. Its category's title is in `locale`, the reader's language.
 */
export function getStory(
  slug: string,
  { language, locale, preview = true }: { language: Locale; locale: Locale; preview?: boolean },
): Promise<StoryQueryResult> {
  return sanityFetch({
    query: storyQuery,
    params: { slug, language, locale },
    tags: [storyTag(slug), TAGS.category, TAGS.person],
    preview,
  })
}

/**
 * What a reader of `locale` asking for the story at `slug` is shown: the story in their language
 * (or in English when it has no translation into it), with every version's address; or the
 * address of the version they should read instead (a translation asked for at its original's
 * slug, say). Null when no published story has this slug. Read once a render (React's cache):
 * the story's layout and its page both ask.
 */
export const getStoryRoute = cache(async function getStoryRoute(
  slug: string,
  locale: Locale,
): Promise<{ show: StoryVersion; versions: StoryVersion[] } | { redirect: StoryVersion } | null> {
  const found = await sanityFetch({
    query: storyVersionsQuery,
    params: { slug },
    // A translation's publish names its versions' slugs (tagsFor), so each page is reached by its own.
    tags: [storyTag(slug)],
  })
  const own = (language: string) => found.find((story) => story.language === language)
  const here = own(locale) ?? own(DEFAULT_LOCALE) ?? found[0]
  if (!here) return null
  const versions = storyVersions(here.versions)
  // A story no metadata links yet is its own one version.
  if (!versions.some((version) => version.slug === slug && version.language === here.language)) {
    if (isLocale(here.language)) versions.unshift({ language: here.language, slug })
  }
  const shown = shownVersion(versions, locale)
  if (!shown) return null
  return shown.slug === slug ? { show: shown, versions } : { redirect: shown }
})

/** Up to MORE_STORIES other stories in the story's category, newest first (originals). */
export function getRelatedStories(
  { originalSlug, categoryId }: { originalSlug: string; categoryId: string | null },
  locale: Locale,
): Promise<RelatedStoriesQueryResult> {
  return sanityFetch({
    query: relatedStoriesQuery,
    params: { slug: originalSlug, category: categoryId ?? '', limit: MORE_STORIES, locale },
    tags: LIST_TAGS,
  })
}

/**
 * Where the end of a story leads (lib/story-end.ts): the stories published just after and just
 * before it, then more of its category and more from its country, as cards, each story once.
 */
export async function getStoryEnd(
  story: { originalId: string; originalSlug: string; categoryId: string | null },
  locale: Locale,
) {
  const [candidates, related] = await Promise.all([
    storyEndView(story.originalId),
    getRelatedStories(story, locale),
  ])
  const ids = storyEndFrom(
    candidates,
    related.map((other) => other._id),
  )
  const neighbours = [ids.newer, ids.older].filter((id): id is string => id !== null)
  const wanted = [...neighbours, ...ids.sameCountry]
  const cards =
    wanted.length === 0
      ? []
      : await sanityFetch({
          query: storyCardsQuery,
          params: { ids: wanted, locale },
          tags: LIST_TAGS,
        })
  const originals = [...cards, ...related]
  const shown = await inLanguage(originals, locale)
  const byId = new Map<string, StoryCardResult>(
    originals.flatMap((card, index) => {
      const card_ = shown[index]
      return card_ ? [[card._id, card_]] : []
    }),
  )
  const cardsOf = (list: string[]) => list.flatMap((id) => byId.get(id) ?? [])
  const cardOf = (id: string | null) => (id === null ? null : (byId.get(id) ?? null))
  return {
    newer: cardOf(ids.newer),
    older: cardOf(ids.older),
    sameCategory: cardsOf(ids.sameCategory),
    sameCountry: cardsOf(ids.sameCountry),
  }
}

/**
 * The `limit` newest stories' slugs in `locale` (newestStorySlugsQuery), for generateStaticParams
 * (published even in preview).
 */
export function getNewestStorySlugs(locale: Locale, limit: number) {
  return sanityFetch({
    query: newestStorySlugsQuery,
    params: { language: locale, limit },
    tags: [TAGS.story, TAGS.translations],
    preview: false,
  })
}

/** Every category with its published story count, titled in `locale`. */
export function getCategories(locale: Locale): Promise<CategoriesQueryResult> {
  return sanityFetch({
    query: categoriesQuery,
    params: { locale },
    tags: [TAGS.category, TAGS.story],
  })
}

/** Categories that have stories, each with its newest ones as cards (home page). */
export async function getCategoriesWithStories(locale: Locale) {
  const categories = await sanityFetch({
    query: categoriesWithStoriesQuery,
    params: { limit: CATEGORY_STORY_LIMIT, locale },
    tags: LIST_TAGS,
  })
  return Promise.all(
    categories.map(async (category) => ({
      ...category,
      stories: await inLanguage(category.stories, locale),
    })),
  )
}

/** The settings singleton (null until an editor creates it), its texts in `locale`. */
export function getSiteSettings(locale: Locale): Promise<SiteSettingsQueryResult> {
  return sanityFetch({ query: siteSettingsQuery, params: { locale }, tags: [TAGS.siteSettings] })
}

/** The team, in the editors' order, their roles and bios in `locale`. */
export function getTeamMembers(locale: Locale): Promise<TeamMembersQueryResult> {
  return sanityFetch({ query: teamMembersQuery, params: { locale }, tags: [TAGS.teamMember] })
}

/** Story tellers with their published story count, most stories first. */
export function getStoryTellers(): Promise<StoryTellersQueryResult> {
  return sanityFetch({ query: storyTellersQuery, tags: [TAGS.person, TAGS.story] })
}

/** The crew behind the stories: each credit title (A to Z) with its distinct names (A to Z). */
export function getCrew(): Promise<CrewGroup[]> {
  return crewView()
}

/**
 * The newest stories, for the feeds, as a reader of `locale` is shown them (their translation,
 * else the original). Published only: a feed has no preview.
 */
export async function getFeedStories(locale: Locale): Promise<FeedStoriesQueryResult> {
  const stories = await sanityFetch({
    query: feedStoriesQuery,
    params: { limit: FEED_STORY_LIMIT, locale },
    tags: LIST_TAGS,
    preview: false,
  })
  return inLanguageOf(stories, locale, (params) =>
    sanityFetch({
      query: feedTranslationsQuery,
      params,
      tags: [...LIST_TAGS, TAGS.translations],
      preview: false,
    }),
  )
}

/**
 * Every published story's slug, country and last change, for the sitemap, with its versions
 * in other languages (its original first).
 */
export async function getSitemapStories() {
  const [stories, groups] = await Promise.all([
    sanityFetch({ query: sitemapStoriesQuery, tags: [TAGS.story], preview: false }),
    sanityFetch({
      query: sitemapVersionsQuery,
      tags: [TAGS.story, TAGS.translations],
      preview: false,
    }),
  ])
  const versionsOf = new Map<string, SitemapVersion[]>()
  for (const { versions } of groups) {
    const published = (versions ?? []).flatMap(({ language, id, slug, updatedAt }) =>
      language && isLocale(language) && id && slug && updatedAt
        ? [{ language, id, slug, updatedAt }]
        : [],
    )
    for (const version of published) versionsOf.set(version.id, published)
  }
  return stories.map((story) => ({
    ...story,
    versions: versionsOf.get(story._id) ?? [
      { language: DEFAULT_LOCALE, id: story._id, slug: story.slug, updatedAt: story.updatedAt },
    ],
  }))
}

/** A version of a story in the sitemap. */
export type SitemapVersion = { language: Locale; id: string; slug: string; updatedAt: string }

/**
 * Who each published story names (lib/people.ts gathers them into people): the people pages, the
 * proxy's check of their paths and the sitemap read the same list, so it is published only.
 */
export function getStoryPeople(): Promise<StoryPeopleQueryResult> {
  return sanityFetch({ query: storyPeopleQuery, tags: LIST_TAGS, preview: false })
}

/** How many published stories each country has (only countries with some). */
export function getCountryCounts(): Promise<Map<Country, number>> {
  return countryCountsView()
}

/**
 * The profile (portrait, bio, country, skills, links) of the first of `ids` that has a person
 * document: in preview, its draft, so an editor sees a bio as they write it.
 */
async function getPersonProfile(ids: string[], locale: Locale) {
  if (ids.length === 0) return null
  const profiles = await sanityFetch({
    query: personProfilesQuery,
    params: { ids, locale },
    tags: [TAGS.person],
  })
  const byId = new Map(profiles.map((profile) => [profile._id, profile]))
  return ids.flatMap((id) => byId.get(id) ?? [])[0] ?? null
}

/**
 * Page `page` of a person's work: who they are (lib/people.ts) and their profile, the cards of
 * that page's stories, and that page's photographs credited to them. Null for a slug that names
 * nobody, or a page past their last.
 */
export async function getPerson(slug: string, locale: Locale, page = 1) {
  const person: Person | undefined = collectPeople(await getStoryPeople()).get(slug)
  const pages = person && personPageCount(person)
  if (!person || !pages || page > pages) return null
  // One page of their stories and one of their photographs, newest first (personPageCount).
  const onPage = pageOf(person.stories, page)
  const ids = onPage.map(({ id }) => id)
  const shown = pageOf(person.photos, page)
  const slugs = [...new Set(shown.map(({ story }) => story))]
  const [profile, { originals, cards }, photoStories] = await Promise.all([
    getPersonProfile(person.documentIds, locale),
    ids.length === 0
      ? { originals: [], cards: [] }
      : sanityFetch({
          query: storyCardsQuery,
          params: { ids, locale },
          tags: LIST_TAGS,
          preview: false,
        }).then(async (originals) => ({
          originals,
          cards: await inLanguage(originals, locale, { preview: false }),
        })),
    slugs.length === 0
      ? []
      : sanityFetch({
          query: storiesPhotosQuery,
          params: { slugs, language: locale },
          tags: LIST_TAGS,
          preview: false,
        }),
  ])
  // Each photograph as the reader's version of its story shows it (its caption, title and
  // address), the original's where that version lacks it.
  const bySlug = new Map(
    photoStories.map(({ original, version }) => [
      original.slug,
      version?.slug ? version : original,
    ]),
  )
  const photos = shown.flatMap(({ story, n }) => {
    const found = bySlug.get(story)
    const photo = found?.photos[n - 1]
    return found?.slug && photo
      ? [{ story: found.slug, storyTitle: found.title, language: found.language, n, photo }]
      : []
  })
  // `cards` are in `ids`' order, each swapped for its version in the reader's language: found by
  // the original's id, which a translation does not have.
  const byId = new Map(originals.map((card, index) => [card._id, cards[index] ?? card]))
  const stories = onPage.flatMap(({ id, roles }) => {
    const card = byId.get(id)
    return card ? [{ card, roles }] : []
  })
  return {
    person,
    profile,
    stories,
    photos,
    storyCount: person.stories.length,
    photoCount: person.photos.length,
    page,
    pages,
  }
}

/**
 * The story at `slug` as a reader of `locale` reads it (getStoryRoute): the story, the language
 * it is written in and every version's address; or the version to send them to; null for none.
 */
export async function getStoryFor(slug: string, locale: Locale) {
  const route = await getStoryRoute(slug, locale)
  if (!route || 'redirect' in route) return route
  const story = await getStory(slug, { language: route.show.language, locale })
  return story && { story, language: route.show.language, versions: route.versions }
}
