// Every query the site runs, each with representative params, for tests that must cover them all.
import { LOCALES } from '@/lib/i18n/locales'
import { MORE_STORIES } from '@/lib/story-end'
import * as queries from '@/sanity/queries'

export type QueryCase = {
  name: string
  query: string
  params: Record<string, string | string[] | number>
}

/** Each exported `somethingQuery` string; a new query fails the coverage test until added. */
export const siteQueries: Array<[name: string, query: string]> = Object.entries(queries).flatMap(
  ([name, value]) => (name.endsWith('Query') && typeof value === 'string' ? [[name, value]] : []),
)

export type CaseInputs = {
  slugs: string[]
  categories: string[]
  /** Category document ids, for related stories (a category by reference). */
  categoryIds?: string[]
  countries: string[]
  /** Image asset document ids, for the sample image route's check. */
  assets?: string[]
  /** Story document ids, for a page of story cards. */
  storyIds?: string[]
  /** Person document ids, for a person's profile. */
  personIds?: string[]
}

export function queryCases({
  slugs,
  categories,
  categoryIds = [],
  countries,
  assets = [],
  storyIds = [],
  personIds = [],
}: CaseInputs): QueryCase[] {
  const [category = 'missing'] = categories
  const [categoryId = 'missing'] = categoryIds
  const [country = 'missing'] = countries
  const filters = [
    { category: '', country: '' },
    { category, country: '' },
    { category: '', country },
    { category, country },
    { category: 'no-such-category', country: '' },
  ]
  const some = [...slugs.slice(0, 3), slugs.at(-1) ?? 'missing', 'no-such-slug']
  // Queries with short translated fields take the reader's language, `$locale`.
  const en = { locale: 'en' }
  return [
    ...LOCALES.map((locale) => ({
      name: 'storiesQuery',
      query: queries.storiesQuery,
      params: { locale },
    })),
    {
      name: 'featuredStoriesQuery',
      query: queries.featuredStoriesQuery,
      params: { limit: queries.FEATURED_STORY_LIMIT, ...en },
    },
    ...filters.map((params) => ({
      name: 'storiesFilterQuery',
      query: queries.storiesFilterQuery,
      params: { ...params, ...en },
    })),
    ...some.flatMap((s) =>
      LOCALES.map((language) => ({
        name: 'storyQuery',
        query: queries.storyQuery,
        params: { slug: s, language, locale: language },
      })),
    ),
    ...some.map((s) => ({
      name: 'storyVersionsQuery',
      query: queries.storyVersionsQuery,
      params: { slug: s },
    })),
    ...[storyIds.slice(0, 12), []].flatMap((ids) =>
      LOCALES.map((language) => ({
        name: 'storyTranslationsQuery',
        query: queries.storyTranslationsQuery,
        params: { ids, language, locale: language },
      })),
    ),
    ...LOCALES.flatMap((language) =>
      [0, 3, 1000].map((limit) => ({
        name: 'newestStorySlugsQuery',
        query: queries.newestStorySlugsQuery,
        params: { language, limit },
      })),
    ),
    { name: 'storySlugsQuery', query: queries.storySlugsQuery, params: {} },
    { name: 'storyPhotoCountsQuery', query: queries.storyPhotoCountsQuery, params: {} },
    ...LOCALES.map((locale) => ({
      name: 'siteSettingsQuery',
      query: queries.siteSettingsQuery,
      params: { locale },
    })),
    ...LOCALES.map((locale) => ({
      name: 'teamMembersQuery',
      query: queries.teamMembersQuery,
      params: { locale },
    })),
    { name: 'storyTellersQuery', query: queries.storyTellersQuery, params: {} },
    { name: 'storyCreditsQuery', query: queries.storyCreditsQuery, params: {} },
    ...LOCALES.map((locale) => ({
      name: 'categoriesQuery',
      query: queries.categoriesQuery,
      params: { locale },
    })),
    {
      name: 'categoriesWithStoriesQuery',
      query: queries.categoriesWithStoriesQuery,
      params: { limit: queries.CATEGORY_STORY_LIMIT, ...en },
    },
    ...[...some.map((s) => ({ slug: s, category: categoryId })), { slug: '', category: '' }].map(
      (params) => ({
        name: 'relatedStoriesQuery',
        query: queries.relatedStoriesQuery,
        params: { ...params, limit: MORE_STORIES, ...en },
      }),
    ),
    { name: 'storyFacetsQuery', query: queries.storyFacetsQuery, params: {} },
    ...[
      storyIds.slice(0, 12),
      // Out of order, repeated and unknown ids: still each story once, newest first.
      [...storyIds.slice(2, 5).reverse(), storyIds[2] ?? 'x', 'no-such-story'],
      [],
    ].map((ids) => ({
      name: 'storyCardsQuery',
      query: queries.storyCardsQuery,
      params: { ids, ...en },
    })),
    ...LOCALES.map((locale) => ({
      name: 'feedStoriesQuery',
      query: queries.feedStoriesQuery,
      params: { limit: queries.FEED_STORY_LIMIT, locale },
    })),
    ...[storyIds.slice(0, 12), []].flatMap((ids) =>
      LOCALES.map((language) => ({
        name: 'feedTranslationsQuery',
        query: queries.feedTranslationsQuery,
        params: { ids, language, locale: language },
      })),
    ),
    { name: 'storyPeopleQuery', query: queries.storyPeopleQuery, params: {} },
    ...[personIds.slice(0, 2), ['no-such-person'], []].map((ids) => ({
      name: 'personProfilesQuery',
      query: queries.personProfilesQuery,
      params: { ids, ...en },
    })),
    { name: 'sitemapStoriesQuery', query: queries.sitemapStoriesQuery, params: {} },
    { name: 'sitemapVersionsQuery', query: queries.sitemapVersionsQuery, params: {} },
    { name: 'storyVersionGroupsQuery', query: queries.storyVersionGroupsQuery, params: {} },
    { name: 'searchStoriesQuery', query: queries.searchStoriesQuery, params: {} },
    { name: 'searchRevisionQuery', query: queries.searchRevisionQuery, params: {} },
    { name: 'translationGroupsQuery', query: queries.translationGroupsQuery, params: {} },
    ...[...storyIds.slice(0, 3), 'no-such-story'].map((id) => ({
      name: 'storyLanguagesQuery',
      query: queries.storyLanguagesQuery,
      params: { id },
    })),
    ...[slugs.slice(0, 3), ['no-such-slug'], []].map((slugList) => ({
      name: 'storiesPhotosQuery',
      query: queries.storiesPhotosQuery,
      params: { slugs: slugList },
    })),
    ...[...assets.slice(0, 2), 'image-missing-1x1-jpg'].map((id) => ({
      name: 'sampleImageAssetQuery',
      query: queries.sampleImageAssetQuery,
      params: { id },
    })),
    { name: 'shownPhotosQuery', query: queries.shownPhotosQuery, params: {} },
  ]
}
