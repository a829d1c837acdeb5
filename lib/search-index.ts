// Full-text search over the published stories, for /search: an index built once per content
// revision (MiniSearch, in memory), and the query that ranks stories against it.
import { storyCountryName } from '@/lib/i18n/country-names'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { countryAliases } from '@/lib/lists/country-aliases'
import MiniSearch, { type SearchOptions } from 'minisearch'

import type { ImageResult } from '@/sanity/types'

import { snippet } from '@/lib/search-highlight'
import { readSearchQuery, QUERY_MAX_TERMS } from '@/lib/search-query'
import { searchTerm, searchTerms, WORD_SEPARATORS } from '@/lib/search-terms'

/** One published story document (an original or a translation), as the search query reads it. */
export type SearchStory = {
  /** The document's id: a translation may share its original's slug (Arabic's do). */
  id: string
  /** The language it is written in. */
  language: Locale
  /** The languages whose readers are shown this document: its own, and for an original, those it has no translation into. */
  shownIn: readonly Locale[]
  slug: string
  title: string
  description: string | null
  /** ISO date */
  publishedOn: string | null
  country: string | null
  category: string | null
  /** The category's title in the languages it is translated into (searched in all). */
  categoryTitles: Partial<Record<Locale, string>>
  /** The story's cover, shown small beside a result (never searched). */
  thumbnail: ImageResult | null
  storyTeller: string | null
  /** Names credited: crew and photographers. */
  credits: string[]
  /** The story's text blocks. */
  text: string[]
  quotes: string[]
  captions: string[]
  /** Where the photos were taken, as every version of the story writes it. */
  places: string[]
}

export type SearchIndex = {
  engine: MiniSearch<SearchStory>
  stories: ReadonlyMap<string, SearchStory>
  /** Every indexed term, so a word spelt as some story spells it is not searched with typos. */
  vocabulary: ReadonlySet<string>
}

/** 'all': every story shown has every term; 'any': none had all, so these have some. */
export type SearchMatch = 'all' | 'any'

export type SearchHit = Pick<
  SearchStory,
  | 'language'
  | 'slug'
  | 'title'
  | 'description'
  | 'publishedOn'
  | 'country'
  | 'category'
  | 'thumbnail'
  | 'storyTeller'
> & {
  score: number
  /** The indexed (folded) terms the story matched, for highlight(). */
  terms: string[]
  snippet: string
}

export type SearchResults = { total: number; match: SearchMatch; results: SearchHit[] }

type Field = { boost: number; text: (story: SearchStory) => string | null }

const joined = (items: ReadonlyArray<string | null>) => items.join('\n')

/**
 * What is searched, and how much a match there counts: the title most, then what a story is
 * about and who made it, then its summary, then its body. Fields that weigh the same are one
 * field: a word is then indexed once per story rather than once per field, which saves memory
 * and build time (`npm run bench:search`, tests/bench/search.ts).
 */
const FIELDS: Record<string, Field> = {
  title: { boost: 5, text: (story) => story.title },
  about: {
    boost: 3,
    text: (story) =>
      joined([
        story.country,
        ...countryAliases(story.country),
        // The country and category as readers of every language name them.
        ...LOCALES.map((locale) => storyCountryName(story.country ?? '', locale)),
        story.category,
        ...Object.values(story.categoryTitles),
        story.storyTeller,
        ...story.places,
        ...story.credits,
      ]),
  },
  description: { boost: 2, text: (story) => story.description },
  body: { boost: 1, text: (story) => joined([...story.text, ...story.quotes, ...story.captions]) },
}

/** Typos are forgiven from this length on: shorter words have too many one-letter neighbours. */
const FUZZY_MIN_LENGTH = 4

/** The last word is completed from this length on: a shorter start matches too many words. */
const PREFIX_MIN_LENGTH = 3

const BOOST = Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, field.boost]))

function searchOptions(index: SearchIndex, terms: readonly string[]): SearchOptions {
  return {
    boost: BOOST,
    combineWith: 'OR',
    // The terms are split and folded already: MiniSearch takes them as they are.
    tokenize: () => [...terms],
    processTerm: (term) => term,
    // A known word is taken as meant, so "Benin" does not find "begin", nor "Mali" "male". An
    // unknown one may have a typo per five letters, at most two: more costs time and finds
    // unrelated words.
    fuzzy: (term) => term.length >= FUZZY_MIN_LENGTH && !index.vocabulary.has(term) && 0.2,
    maxFuzzy: 2,
    // Only the last word may be unfinished: the reader may still be typing it.
    prefix: (term, i) => i === terms.length - 1 && term.length >= PREFIX_MIN_LENGTH,
  }
}

/** Builds the index of `stories`; a repeated id keeps its first story. */
export function createSearchIndex(stories: readonly SearchStory[]): SearchIndex {
  const byId = new Map<string, SearchStory>()
  for (const story of stories) if (!byId.has(story.id)) byId.set(story.id, story)
  // Stories repeat their words: folding each distinct word only once speeds up the build.
  const terms = new Map<string, string | null>()
  const termOf = (word: string) => {
    let term = terms.get(word)
    if (term === undefined) terms.set(word, (term = searchTerm(word)))
    return term
  }
  const engine = new MiniSearch<SearchStory>({
    idField: 'id',
    fields: Object.keys(FIELDS),
    // The stories stay in `stories`, so the index holds terms only.
    storeFields: [],
    extractField: (story, field) => (field === 'id' ? story.id : FIELDS[field]?.text(story)),
    tokenize: (text) => text.split(WORD_SEPARATORS),
    processTerm: termOf,
  })
  engine.addAll([...byId.values()])
  const vocabulary = new Set<string>()
  for (const term of terms.values()) if (term !== null) vocabulary.add(term)
  return { engine, stories: byId, vocabulary }
}

let latest: { revision: string; index: Promise<SearchIndex> } | undefined

/**
 * The index for a content revision: its stories are loaded and indexed on its first use only,
 * and concurrent searches share that one build. Only the latest is kept: a publish builds one
 * index, and every request after it reuses that one. A failed load is not kept.
 */
export function searchIndexFor(
  revision: string,
  load: () => Promise<readonly SearchStory[]>,
): Promise<SearchIndex> {
  if (latest?.revision !== revision) {
    const index = load().then(createSearchIndex)
    latest = { revision, index }
    index.catch(() => {
      if (latest?.index === index) latest = undefined
    })
  }
  return latest.index
}

/** The distinct terms of a query, at most QUERY_MAX_TERMS, whatever string is passed. */
function queryTerms(query: string): string[] {
  return [...new Set(searchTerms(readSearchQuery(query) ?? ''))].slice(0, QUERY_MAX_TERMS)
}

/** Higher score first; on a tie the newer story, then by slug so the order never wavers. */
function byRank(
  a: { score: number; story: SearchStory },
  b: { score: number; story: SearchStory },
) {
  return (
    b.score - a.score ||
    (b.story.publishedOn ?? '').localeCompare(a.story.publishedOn ?? '') ||
    a.story.slug.localeCompare(b.story.slug)
  )
}

/**
 * Stories matching `query`, best first, as a reader of `locale` reads them (their translation, or
 * the original where there is none): those with all its words when there are any, else those
 * with some (`match` says which). Only the page asked for (`offset`, `limit`) gets snippets.
 */
export function searchStories(
  index: SearchIndex,
  query: string,
  { limit, offset = 0, locale }: { limit: number; offset?: number; locale: Locale },
): SearchResults {
  const terms = queryTerms(query)
  if (terms.length === 0) return { total: 0, match: 'all', results: [] }
  const found = index.engine.search('', {
    ...searchOptions(index, terms),
    filter: ({ id }) => index.stories.get(String(id))?.shownIn.includes(locale) ?? false,
  })
  // One pass: the stories every term matched are what an AND search finds, with the same scores.
  const withAll = found.filter((result) => result.queryTerms.length === terms.length)
  const match: SearchMatch = withAll.length > 0 || found.length === 0 ? 'all' : 'any'
  const ranked = (match === 'all' ? withAll : found)
    .flatMap(({ id, score, terms: matched }) => {
      const story = index.stories.get(String(id))
      return story ? [{ story, score, terms: matched }] : []
    })
    .sort(byRank)
  return {
    total: ranked.length,
    match,
    results: ranked.slice(offset, offset + limit).map(({ story, score, terms: matched }) => ({
      language: story.language,
      slug: story.slug,
      title: story.title,
      description: story.description,
      publishedOn: story.publishedOn,
      country: story.country,
      category: story.categoryTitles[locale] ?? story.category,
      thumbnail: story.thumbnail,
      storyTeller: story.storyTeller,
      score,
      terms: matched,
      snippet: snippet(
        [story.description ?? '', ...story.text, ...story.quotes, ...story.captions],
        matched,
      ),
    })),
  }
}
