// What search costs at the site's largest size: the index build, its size, and the slowest
// queries a visitor could send. Timings are printed, not asserted: the machine decides them.
// `npm run bench:search`
import assert from 'node:assert/strict'
import { gzipSync } from 'node:zlib'

import { base, en, Faker } from '@faker-js/faker'

import { COUNTRIES } from '@/lib/lists/countries'
import { GENRES } from '@/lib/lists/genres'
import { createSearchIndex, searchStories, type SearchStory } from '@/lib/search-index'
import { QUERY_MAX_TERMS, readSearchQuery } from '@/lib/search-query'
import { placesOf } from '@/sanity/sample/places'
import { LOCALES } from '@/lib/i18n/locales'

const PAGE = 12

function syntheticStories(count: number, seed: number): SearchStory[] {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  const { adjective, noun, verb, adverb, preposition } = faker.definitions.word
  const vocabulary = faker.helpers.shuffle([
    ...adjective,
    ...noun,
    ...verb,
    ...adverb,
    ...preposition,
  ])
  // The k-th most common word is drawn about 1/k as often, as in written text (Zipf's law).
  const word = () => vocabulary[Math.floor(vocabulary.length ** faker.number.float()) - 1] ?? ''
  const words = (min: number, max: number) =>
    Array.from({ length: faker.number.int({ min, max }) }, word).join(' ')
  const sentence = () => `${words(8, 18)}.`
  const paragraph = () => Array.from({ length: faker.number.int({ min: 3, max: 6 }) }, sentence)
  const block = () =>
    Array.from({ length: faker.number.int({ min: 2, max: 3 }) }, () => paragraph().join(' ')).join(
      '\n\n',
    )
  return Array.from({ length: count }, (_, i) => {
    const country = faker.helpers.arrayElement(COUNTRIES)
    const places = placesOf(country)
    return {
      id: `story-${i}`,
      language: 'en' as const,
      shownIn: LOCALES,
      categoryTitles: {},
      slug: `story-${i}`,
      thumbnail: null,
      title: `${words(2, 4)} in ${faker.helpers.arrayElement(places)}`,
      description: words(15, 30),
      publishedOn: faker.date.past({ years: 10 }).toISOString().slice(0, 10),
      country,
      category: faker.helpers.arrayElement(GENRES),
      storyTeller: faker.person.fullName(),
      credits: Array.from({ length: faker.number.int({ min: 2, max: 6 }) }, () =>
        faker.person.fullName(),
      ),
      text: Array.from({ length: 3 }, block),
      quotes: Array.from({ length: faker.number.int({ min: 1, max: 2 }) }, sentence),
      captions: Array.from({ length: faker.number.int({ min: 6, max: 12 }) }, () => {
        return `${words(4, 10)}, ${faker.helpers.arrayElement(places)}`
      }),
      places,
    }
  })
}

/** A word with two letters changed, so only a fuzzy match of distance 2 finds it. */
const misspelt = (word: string) => `${word.slice(0, 2)}qx${word.slice(4)}`

function measure(stories: SearchStory[]) {
  const started = performance.now()
  const index = createSearchIndex(stories)
  const buildMs = performance.now() - started
  const json = JSON.stringify(index.engine)
  const longWords = [...new Set(stories.flatMap((story) => story.description?.split(' ') ?? []))]
    .filter((word) => word.length >= 9)
    .slice(0, QUERY_MAX_TERMS)
  const queries: Record<string, string> = {
    '1,000 characters': 'Kumasi harvest '.repeat(67),
    '1,000 letters, one word': 'a'.repeat(1000),
    '8 long words, misspelt': longWords.map(misspelt).join(' '),
    '8 long words, common': longWords.join(' '),
    'a 3-letter start': 'con',
    emoji: '🦁🌍👨‍👩‍👧 🇬🇭',
    RTL: 'مرحبا بالعالم שלום עולם',
    '<script>': '<script>alert(1)</script>',
    'a country': "Côte d'Ivoire",
  }
  const timings: Record<string, { ms: number; total: number; match: string }> = {}
  for (const [name, query] of Object.entries(queries)) {
    let worst = 0
    let result = searchStories(index, query, { limit: PAGE, locale: 'en' })
    for (let run = 0; run < 3; run++) {
      const start = performance.now()
      result = searchStories(index, query, { limit: PAGE, locale: 'en' })
      worst = Math.max(worst, performance.now() - start)
    }
    timings[name] = { ms: Number(worst.toFixed(2)), total: result.total, match: result.match }
    assert.ok(result.results.length <= Math.min(PAGE, result.total))
  }
  return {
    index,
    longWords,
    figures: {
      stories: stories.length,
      buildMs: Math.round(buildMs),
      jsonKB: Math.round(Buffer.byteLength(json) / 1024),
      gzipKB: Math.round(gzipSync(json).length / 1024),
      storiesTextKB: Math.round(Buffer.byteLength(JSON.stringify(stories)) / 1024),
    },
    timings,
  }
}

for (const count of [50, 5000]) {
  const stories = syntheticStories(count, 7)
  const { index, longWords, figures, timings } = measure(stories)
  console.log(JSON.stringify(figures))
  console.table(timings)

  assert.equal(index.engine.documentCount, count)
  // A long query is searched as its first words only, and the typos still find stories.
  assert.equal(readSearchQuery('Kumasi harvest '.repeat(67))?.split(' ').length, QUERY_MAX_TERMS)
  assert.equal(longWords.length, QUERY_MAX_TERMS)
  assert.ok((timings['8 long words, misspelt']?.total ?? 0) > 0)
  assert.equal(timings['emoji']?.total, 0)
}
