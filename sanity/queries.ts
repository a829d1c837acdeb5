// Every GROQ query the site runs, in one place. Both sources run these exact strings: the hosted
// API, and groq-js over the embedded dataset (sanity/local/local-source.ts). `npm run typegen` types
// each one's result (sanity.types.ts), so a fetch is typed by the query it runs. How many items a
// query returns is its `$limit` parameter, one of the named limits its caller passes.
import { defineQuery } from 'groq'

/** The hero slider's stories (featuredStoriesQuery): the newest ones. */
export const FEATURED_STORY_LIMIT = 5

/**
 * Home page: newest stories shown per category, a row of four on a desktop (each category links
 * to all of its stories). Six made the home page's HTML a third heavier for cards most phone
 * readers never scroll sideways to.
 */
export const CATEGORY_STORY_LIMIT = 4

/** How many stories the feeds carry: the newest ones. */
export const FEED_STORY_LIMIT = 20

// A story document is shown only once it has a slug to link to.
const isStoryDocument = /* groq */ `_type == "story" && defined(slug.current)`

// Its language: a story written before translations has none and is English (SOURCE_LANGUAGE).
const language = /* groq */ `coalesce(language, "en")`

/**
 * A story, once: its original (English) document. Lists, counts and people are of these; a
 * reader's language swaps in each one's translation (storyTranslationsQuery).
 */
const isStory = /* groq */ `${isStoryDocument} && ${language} == "en"`

// Short fields in the reader's language, `$locale`, else as written (the English: see
// sanity/schema-types/fields/translations.ts). Every query with one takes `$locale`. Written out,
// not made by a function, so TypeGen can read the queries.
const translatedTitle = /* groq */ `coalesce(titleTranslations[language == $locale][0].value, title)`
const translatedRole = /* groq */ `coalesce(roleTranslations[language == $locale][0].value, role)`
const translatedBio = /* groq */ `coalesce(bioTranslations[language == $locale][0].value, bio)`
// The language of what translatedRole and translatedBio give: `$locale`, or English where it has none.
const roleLanguage = /* groq */ `coalesce(roleTranslations[language == $locale && defined(value)][0].language, "en")`
const bioLanguage = /* groq */ `coalesce(bioTranslations[language == $locale && defined(value)][0].language, "en")`
const translatedCommunityName = /* groq */ `coalesce(communityNameTranslations[language == $locale][0].value, communityName)`

// The image component needs the asset's size (no layout shift) and dominant colour (its
// placeholder); the hero, its blur preview.
const imageFields = /* groq */ `
  alt,
  hotspot,
  crop,
  asset->{
    _id,
    metadata { lqip, "color": palette.dominant.background, dimensions { width, height, aspectRatio } }
  }
`
const image = /* groq */ `{ ${imageFields} }`

// When a story last changed. The Content Lake stamps `_updatedAt` on every document; the embedded
// sample stores documents as an import file does, without system fields, so it falls back to the
// publication date there.
const updatedAt = /* groq */ `"updatedAt": coalesce(_updatedAt, publishedOn)`

/**
 * What the page shows with a story's photograph: its caption, place, and who took it (a person
 * of the dataset, else the name as typed; null when neither is given).
 */
const photoCredit = /* groq */ `
  "credit": coalesce(credit.person->firstName + " " + credit.person->lastName, credit.name)
`
const photoFacts = /* groq */ `
  caption,
  place,
  copyrightNotice,
  license,
  ${photoCredit}
`

// `photographs`: the layout and shape of each, for the story's approximate download size
// (lib/download-size.ts).
const storyCardFields = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  description,
  readTime,
  publishedOn,
  country,
  "language": ${language},
  category->{ "title": ${translatedTitle}, "slug": slug.current },
  storyTeller->{ firstName, lastName },
  thumbnail ${image},
  "photographs": content[_type == "imageBlock"]{
    layout,
    "aspectRatios": images[].asset->metadata.dimensions.aspectRatio
  }
`
const storyCard = /* groq */ `
  ${storyCardFields},
  cover ${image}
`

const storyFull = /* groq */ `
  ${storyCardFields},
  ${updatedAt},
  "tellerGender": storyTeller->gender,
  cover { ${imageFields}, ${photoFacts} },
  "categoryId": category._ref,
  "originalId": *[_type == "translation.metadata" && references(^._id)][0]
    .translations[language == "en"][0].value._ref,
  work,
  content[]{
    _key,
    _type,
    _type == "textBlock" => { text },
    _type == "quoteBlock" => { quote },
    _type == "imageBlock" => { layout, images[]{ _key, ${imageFields}, ${photoFacts} } }
  },
  credits[]{ _key, title, content }
`

const categorySummary = /* groq */ `
  _id,
  "title": ${translatedTitle},
  "slug": slug.current,
  cover ${image}
`

export const storiesQuery = defineQuery(`
  *[${isStory}] | order(publishedOn desc) { ${storyCard} }
`)

/** The `$limit` newest stories. */
export const featuredStoriesQuery = defineQuery(`
  *[${isStory}] | order(publishedOn desc) [0...$limit] { ${storyCard} }
`)

/**
 * `$category` (a category slug) and `$country`, an empty string meaning no filter: the filter in
 * GROQ, which tests hold lib/list-pages.ts's own (the site's, on storyFacetsQuery) against.
 */
export const storiesFilterQuery = defineQuery(`
  *[
    ${isStory}
    && ($category == "" || category->slug.current == $category)
    && ($country == "" || country == $country)
  ] | order(publishedOn desc) { ${storyCard} }
`)

/** The story at `$slug` in `$language` (an Arabic translation keeps its original's slug). */
export const storyQuery = defineQuery(`
  *[_type == "story" && slug.current == $slug && ${language} == $language][0] { ${storyFull} }
`)

/**
 * The stories at `$slug`, each with its language and every version's (the translation.metadata
 * document that links them): which one a reader of a language is shown, or sent to.
 */
export const storyVersionsQuery = defineQuery(`
  *[${isStoryDocument} && slug.current == $slug] {
    "language": ${language},
    "versions": *[_type == "translation.metadata" && references(^._id)][0].translations[] {
      language,
      "slug": value->slug.current
    }
  }
`)

/**
 * The `$language` versions of the stories `$ids` (originals), each with its original's id: what a
 * list in that language shows in their place.
 */
export const storyTranslationsQuery = defineQuery(`
  *[_type == "translation.metadata" && references($ids)
    && count(translations[language == "en" && value._ref in $ids]) > 0] {
    "original": translations[language == "en"][0].value._ref,
    "story": translations[language == $language][0].value->{ ${storyCard} }
  } [defined(story.slug)]
`)

/** Each translated story's versions' languages and slugs (the proxy's redirects between them). */
export const storyVersionGroupsQuery = defineQuery(`
  *[_type == "translation.metadata"] {
    "versions": translations[] { language, "slug": value->slug.current }
  }
`)

/**
 * The `$limit` newest stories' slugs in `$language`: the English stories', or their translations'
 * into it (a story without one is left out). What the build prerenders: the same stories in every
 * language, so its cost stays flat however many translations the archive holds.
 */
export const newestStorySlugsQuery = defineQuery(`
  *[${isStory}] | order(publishedOn desc) [0...$limit] {
    "slug": select(
      $language == "en" => slug.current,
      *[_type == "translation.metadata" && references(^._id)][0]
        .translations[language == $language][0].value->slug.current
    )
  } [defined(slug)]
`)

export const storySlugsQuery = defineQuery(`
  *[${isStory}] | order(publishedOn desc) { "slug": slug.current }
`)

/**
 * Each published story's slug and how many photographs it has (the cover and its image blocks'),
 * translations' too: the addresses a story page may have, in any language.
 */
export const storyPhotoCountsQuery = defineQuery(`
  *[${isStoryDocument}] {
    "slug": slug.current,
    "photos": 1 + coalesce(count(content[_type == "imageBlock"].images[]), 0)
  }
`)

export const categoriesQuery = defineQuery(`
  *[_type == "category" && defined(slug.current)] | order(title asc) {
    ${categorySummary},
    "storyCount": count(*[${isStory} && category._ref == ^._id])
  }
`)

/** Only categories that have stories, each with its `$limit` newest ones. */
export const categoriesWithStoriesQuery = defineQuery(`
  *[_type == "category" && defined(slug.current)] | order(title asc) {
    ${categorySummary},
    "stories": *[${isStory} && category._ref == ^._id]
      | order(publishedOn desc) [0...$limit] { ${storyCard} }
  } [count(stories) > 0]
`)

/**
 * Up to `$limit` other stories of the category `$category` (its document id) than the story
 * `$slug`, newest first. The category and slug are parameters, so the local source finds the
 * category's stories through its index instead of scanning every story (one story page's cost
 * stays flat as they grow).
 */
export const relatedStoriesQuery = defineQuery(`
  *[${isStory} && category._ref == $category && slug.current != $slug]
    | order(publishedOn desc) [0...$limit] { ${storyCard} }
`)

/**
 * Each published story's id, category slug and country, newest first (as storiesQuery): which
 * list pages exist, and which stories each page shows (filtered in lib/list-pages.ts). Small per story, so a
 * list page costs about the same at 5,000 stories as at 50.
 */
export const storyFacetsQuery = defineQuery(`
  *[${isStory}] | order(publishedOn desc) { _id, "category": category->slug.current, country }
`)

/** The cards of the stories `$ids` (one page of a list), newest first. */
export const storyCardsQuery = defineQuery(`
  *[${isStory} && _id in $ids] | order(publishedOn desc) { ${storyCard} }
`)

const socialLinks = /* groq */ `socialLinks[]{ _key, kind, url }`

/** The settings singleton: community name, external links and the site's social profiles. */
export const siteSettingsQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings"][0] {
    "communityName": ${translatedCommunityName},
    getFeaturedUrl,
    chatInviteUrl,
    ${socialLinks}
  }
`)

/** The team page, in the editors' order. */
export const teamMembersQuery = defineQuery(`
  *[_type == "teamMember"] | order(order asc) {
    _id,
    firstName,
    lastName,
    "role": ${translatedRole},
    "roleLanguage": ${roleLanguage},
    "bio": ${translatedBio},
    "bioLanguage": ${bioLanguage},
    portrait ${image},
    ${socialLinks}
  }
`)

/** People who told at least one published story, with how many; most stories first. */
export const storyTellersQuery = defineQuery(`
  *[_type == "person"] {
    _id,
    firstName,
    lastName,
    "storyCount": count(*[${isStory} && storyTeller._ref == ^._id])
  } [storyCount > 0] | order(storyCount desc, lastName asc, firstName asc)
`)

/** Every credit of every published story, flattened; grouped by title in lib/crew.ts. */
export const storyCreditsQuery = defineQuery(`
  *[${isStory} && defined(credits)].credits[]{ title, content }
`)

/** Whether the embedded dataset has this image asset (for its image route, sanity/sample). */
export const sampleImageAssetQuery = defineQuery(`
  defined(*[_type == "sanity.imageAsset" && _id == $id][0]._id)
`)

/**
 * Every photograph the pages show, by where they show it (PHOTO_BOXES, lib/image-sizes.ts): what
 * the build's sample step draws (sanity/sample/prerender-images.ts). `credited`: the story's
 * photographs that name who took them, which their person's page shows.
 */
export const shownPhotosQuery = defineQuery(`{
  "stories": *[${isStory}] {
    thumbnail ${image},
    cover ${image},
    "blocks": content[_type == "imageBlock"]{ layout, images[] ${image} },
    "credited": [cover, ...content[_type == "imageBlock"].images[]] { ${imageFields}, ${photoCredit} }
  },
  "team": *[_type == "teamMember"] { portrait ${image} },
  "people": *[_type == "person"] { portrait ${image} }
}`)

const feedStory = /* groq */ `{
  _id,
  ${updatedAt},
  "language": ${language},
  title,
  "slug": slug.current,
  description,
  publishedOn,
  country,
  category->{ "title": ${translatedTitle} },
  storyTeller->{ firstName, lastName },
  cover ${image}
}`

/**
 * The `$limit` newest stories for the feeds (app/(site)/[locale]/feed.*), with cover and teller.
 */
export const feedStoriesQuery = defineQuery(`
  *[${isStory}] | order(publishedOn desc) [0...$limit] ${feedStory}
`)

/** The `$language` versions of the stories `$ids`, as the feeds read them (storyTranslationsQuery). */
export const feedTranslationsQuery = defineQuery(`
  *[_type == "translation.metadata" && references($ids)
    && count(translations[language == "en" && value._ref in $ids]) > 0] {
    "original": translations[language == "en"][0].value._ref,
    "story": translations[language == $language][0].value-> ${feedStory}
  } [defined(story.slug)]
`)

/**
 * Who each published story names, newest first: its teller, its crew, and the credit of each of
 * its photographs in photo-page order (the cover, then the image blocks'). lib/people.ts turns
 * this into the people pages; it is names only, so small per story.
 */
export const storyPeopleQuery = defineQuery(`
  *[${isStory}] | order(publishedOn desc) {
    _id,
    ${updatedAt},
    title,
    "slug": slug.current,
    "teller": storyTeller->{ _id, firstName, lastName },
    "credits": credits[]{ title, content },
    "photos": [cover, ...content[_type == "imageBlock"].images[]] {
      ${photoCredit},
      "personId": credit.person._ref
    }
  }
`)

/**
 * The profiles of the person documents `$ids` (the documents one name on the stories stands for,
 * lib/people.ts): what their page shows beside their stories.
 */
export const personProfilesQuery = defineQuery(`
  *[_type == "person" && _id in $ids] {
    _id,
    gender,
    portrait ${image},
    "bio": ${translatedBio},
    "bioLanguage": ${bioLanguage},
    country,
    work,
    ${socialLinks}
  }
`)

/**
 * Every published story's slug, country, last change and how many photographs it has (its
 * photo pages), for /sitemap.xml.
 */
export const sitemapStoriesQuery = defineQuery(`
  *[${isStory}] | order(publishedOn desc) {
    _id,
    "slug": slug.current,
    country,
    ${updatedAt},
    "photos": 1 + coalesce(count(content[_type == "imageBlock"].images[]), 0)
  }
`)

/** Each translated story's versions, with their slugs and last changes, for /sitemap.xml. */
export const sitemapVersionsQuery = defineQuery(`
  *[_type == "translation.metadata"] {
    "versions": translations[] {
      language,
      "id": value._ref,
      "slug": value->slug.current,
      "updatedAt": coalesce(value->_updatedAt, value->publishedOn)
    }
  }
`)

const storyPhotos = /* groq */ `{
  "slug": slug.current,
  "language": ${language},
  title,
  "photos": [cover, ...content[_type == "imageBlock"].images[]] { ${imageFields}, ${photoFacts} }
}`

/**
 * The photographs of the stories `$slugs` (originals), in photo-page order (the cover, then the
 * image blocks'), for a photographer's page: each with its shape and facts, and the same story's
 * `$language` version where it has one (its title, captions and address).
 */
export const storiesPhotosQuery = defineQuery(`
  *[${isStory} && slug.current in $slugs] {
    "original": ${storyPhotos},
    "version": *[_type == "translation.metadata" && references(^._id)][0]
      .translations[language == $language][0].value->${storyPhotos}
  }
`)

/**
 * Everything /search looks through, per published story document, translations too
 * (lib/search-index.ts builds its index from this once per publish): its words, its people and
 * its places.
 */
export const searchStoriesQuery = defineQuery(`
  *[${isStoryDocument}] | order(publishedOn desc) {
    _id,
    "language": ${language},
    "categoryTitles": category->titleTranslations[]{ language, value },
    "slug": slug.current,
    title,
    description,
    publishedOn,
    country,
    "category": category->title,
    "thumbnail": cover ${image},
    storyTeller->{ firstName, lastName },
    "crew": credits[].content,
    "text": content[_type == "textBlock"].text,
    "quotes": content[_type == "quoteBlock"].quote,
    "photos": [cover, ...content[_type == "imageBlock"].images[]] { caption, place, ${photoCredit} }
  }
`)

/**
 * What changes whenever the search index must: how many stories, and the newest edit. Cheap, so
 * a search asks it each time and rebuilds the index only when it differs.
 */
export const searchRevisionQuery = defineQuery(`{
  "stories": count(*[${isStoryDocument}]),
  "changed": *[${isStoryDocument}] | order(_updatedAt desc) [0]._updatedAt,
  "translations": count(*[_type == "translation.metadata"]),
  "linked": *[_type == "translation.metadata"] | order(_updatedAt desc) [0]._updatedAt
}`)

/** Which story documents are versions of one story: each translation.metadata's stories. */
export const translationGroupsQuery = defineQuery(`
  *[_type == "translation.metadata"] { "ids": translations[].value._ref }
`)

/**
 * The Studio's lists of stories to translate (sanity/structure.ts): an original no version in
 * `$language` is linked to yet, for a desk of translators to work through.
 */
export const untranslatedStoriesFilter = /* groq */ `${isStory} && count(*[_type == "translation.metadata" && references(^._id) && $language in translations[].language]) == 0`

/**
 * A story's versions, for its Languages panel in the Studio (sanity/structure.ts): each language
 * its translation.metadata links, whether that version is published, and its title (a draft's,
 * before it is).
 */
export const storyLanguagesQuery = defineQuery(`
  *[_type == "translation.metadata" && references($id)][0].translations[] {
    language,
    "published": defined(*[_id == ^.value._ref][0]._id),
    "title": coalesce(*[_id == ^.value._ref][0].title, *[_id == "drafts." + ^.value._ref][0].title)
  }
`)
