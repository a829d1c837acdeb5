// `npm run bench:search [-- --stories N[,N…]]` (default 500,5000): what the site's search costs as
// the stories grow (issue 47). For each N: the sample dataset of N stories (and their French,
// Portuguese, Arabic and Swahili translations) in a temp file; then, in a process of its own
// (CONTENT_SOURCE=local, LOCAL_DATASET_PATH=that file), the search stories loaded as /search
// loads them (sanity/search.ts: its GROQ on the local source, toSearchStories, searchIndexFor)
// and indexed. It prints the documents indexed, the load and index build times, the index's size
// as JSON and gzipped, the process's memory (and the heap the dataset, the search stories and the
// index each take), and each query's p50 and p95 over RUNS searches after a warm-up, searched as
// the page does (searchStories, SEARCH_RESULT_LIMIT, the reader's locale). The queries are
// hostile ones and realistic ones drawn from the first size's dataset (a title word, a country, a
// story teller, a misspelt word, a phrase of each translation's language), the same at each size.
// Then a table per query and per figure, with the ratio of the last size to the first. Timings are
// printed, not asserted: the machine decides them. Not timed: Next's data cache ('use cache'),
// which sanityFetch puts around the same reads.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

import { storyCountryName } from '@/lib/i18n/country-names'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { searchIndexFor, searchStories, type SearchStory } from '@/lib/search-index'
import { SEARCH_RESULT_LIMIT } from '@/lib/search-query'
import { QUERY_MAX_TERMS, readSearchQuery } from '@/lib/search-query'
import { searchTerm, WORD_SEPARATORS } from '@/lib/search-terms'
import { generateSample, parseSizes } from '@/tests/bench/bench-sample'
import { SAMPLE_TRANSLATION_LANGUAGES } from '@/sanity/sample/translations'

const DEFAULT_SIZES = [500, 5000]
const WARMUP = 20
const RUNS = 200
/** A query slower than this stops early (at WARMUP runs at least), so the bench ends. */
const QUERY_BUDGET_MS = 30_000
const SELF = fileURLToPath(import.meta.url)

type Query = { name: string; text: string; locale: Locale }
type Job = { dataset: string; out: string; queries?: Query[] }
type Timing = Query & {
  runs: number
  p50: number
  p95: number
  total: number
  match: string
}
type Figures = {
  documents: number
  byLanguage: Partial<Record<Locale, number>>
  /** The first read: the dataset file into the local source (searchRevisionQuery). */
  datasetMs: number
  /** searchStoriesQuery and translationGroupsQuery, then toSearchStories. */
  loadMs: number
  buildMs: number
  jsonKB: number
  gzipKB: number
  storiesJsonKB: number
  rssMB: number
  heapMB: number
  /** Heap each step kept (after a full GC): the documents, the search stories, the index. */
  datasetHeapMB: number
  storiesHeapMB: number
  indexHeapMB: number
}
type Result = { stories: number; figures: Figures; queries: Query[]; timings: Timing[] }

// ---------------------------------------------------------------------------------------------
// The queries

const wordsOf = (text: string | null) => (text ?? '').split(WORD_SEPARATORS).filter(Boolean)

/** A word with two letters changed, so only a fuzzy match of distance 2 finds it. */
const misspelt = (word: string) => `${word.slice(0, 2)}qx${word.slice(4)}`

/** A typo a reader makes: the middle letter left out. */
const typo = (word: string) =>
  `${word.slice(0, word.length >> 1)}${word.slice((word.length >> 1) + 1)}`

/**
 * The raw words of `texts` (one list a story) that pass `keep`, most stories first, ties by the
 * folded term, so the pick does not depend on the order stories come in.
 */
function byStoryCount(texts: string[][], keep: (word: string) => boolean): string[] {
  const counts = new Map<string, { word: string; stories: number }>()
  for (const words of texts) {
    const seen = new Set<string>()
    for (const word of words) {
      const term = searchTerm(word)
      if (!term || seen.has(term) || !keep(word)) continue
      seen.add(term)
      const count = counts.get(term)
      if (count) count.stories++
      else counts.set(term, { word, stories: 1 })
    }
  }
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y.stories - x.stories || a.localeCompare(b))
    .map(([, { word }]) => word)
}

const most = <T>(values: T[]): T | undefined => {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()].sort(
    ([a, x], [b, y]) => y - x || String(a).localeCompare(String(b)),
  )[0]?.[0]
}

const letters = (word: string) => /^\p{L}+$/u.test(word)

/** The queries: hostile ones, and realistic ones drawn from `stories` (deterministically). */
function chooseQueries(stories: readonly SearchStory[], vocabulary: ReadonlySet<string>): Query[] {
  const inLanguage = (locale: Locale) => stories.filter((story) => story.language === locale)
  const english = inLanguage('en')
  // Names are searched as names (a country in every language): the realistic words are others.
  const names = new Set(
    stories.flatMap((story) =>
      [
        story.storyTeller,
        ...story.credits,
        ...story.places,
        ...LOCALES.map((locale) => storyCountryName(story.country ?? '', locale)),
      ]
        .flatMap(wordsOf)
        .map((word) => searchTerm(word)),
    ),
  )
  const plain = (min: number) => (word: string) =>
    letters(word) && word.length >= min && !names.has(searchTerm(word))
  const englishTitleTerms = new Set(
    english.flatMap((story) => wordsOf(story.title).map(searchTerm)),
  )

  const longWords = [
    ...new Set(english.flatMap((story) => wordsOf(story.description).filter(letters))),
  ]
    .filter((word) => word.length >= 9)
    .slice(0, QUERY_MAX_TERMS)
  assert.equal(longWords.length, QUERY_MAX_TERMS, 'eight long words in the descriptions')

  const titleWord = byStoryCount(
    english.map((story) => wordsOf(story.title)),
    plain(5),
  )[0]
  const country = most(english.flatMap((story) => story.country ?? []))
  const person = most(english.flatMap((story) => story.storyTeller ?? []))
  const typoOf = byStoryCount(
    english.map((story) => story.text.flatMap(wordsOf)),
    plain(8),
  ).find((word) => {
    const term = searchTerm(typo(word))
    return term !== null && !vocabulary.has(term)
  })
  assert.ok(titleWord && country && person && typoOf, 'realistic queries from the dataset')

  // A phrase of each translation: its titles' commonest word not also in English titles, and the
  // commonest word beside it in those titles, so some story has both.
  const phrases = SAMPLE_TRANSLATION_LANGUAGES.map((locale): Query => {
    const titles = inLanguage(locale).map((story) => wordsOf(story.title))
    const own = (word: string) =>
      plain(locale === 'ar' ? 4 : 5)(word) && !englishTitleTerms.has(searchTerm(word))
    const [first] = byStoryCount(titles, own)
    assert.ok(first, `a ${locale} title word`)
    const beside = byStoryCount(
      titles.filter((words) => words.some((word) => searchTerm(word) === searchTerm(first))),
      (word) => own(word) && searchTerm(word) !== searchTerm(first),
    )[0]
    return { name: `${locale} phrase`, text: [first, beside].join(' ').trim(), locale }
  })

  return [
    { name: '1,000 characters', text: 'Kumasi harvest '.repeat(67), locale: 'en' },
    { name: '1,000 letters, one word', text: 'a'.repeat(1000), locale: 'en' },
    { name: '8 long words, misspelt', text: longWords.map(misspelt).join(' '), locale: 'en' },
    { name: '8 long words, common', text: longWords.join(' '), locale: 'en' },
    { name: 'a 3-letter start', text: 'con', locale: 'en' },
    { name: 'emoji', text: '🦁🌍👨‍👩‍👧 🇬🇭', locale: 'en' },
    { name: 'RTL', text: 'مرحبا بالعالم שלום עולם', locale: 'en' },
    { name: '<script>', text: '<script>alert(1)</script>', locale: 'en' },
    { name: 'a country with an apostrophe', text: "Côte d'Ivoire", locale: 'en' },
    { name: 'a title word', text: titleWord, locale: 'en' },
    { name: 'a country', text: country, locale: 'en' },
    { name: "a story teller's name", text: person, locale: 'en' },
    { name: 'a misspelt word', text: typo(typoOf), locale: 'en' },
    ...phrases,
  ]
}

// ---------------------------------------------------------------------------------------------
// One size, in a process of its own (the local source is one a process, kept on globalThis)

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
}

const MB = 1024 * 1024

/** The process's memory after a full collection (the child runs with --expose-gc). */
function settled(): NodeJS.MemoryUsage {
  if (!globalThis.gc) throw new Error('Run with --expose-gc.')
  globalThis.gc()
  return process.memoryUsage()
}

async function measureDataset({ dataset, out, queries: given }: Job): Promise<void> {
  assert.equal(process.env.CONTENT_SOURCE, 'local')
  assert.equal(process.env.LOCAL_DATASET_PATH, dataset)
  // Server modules (`server-only`): loaded here only, under the react-server condition.
  const { fetchPublished } = await import('@/sanity/source')
  const { toSearchStories } = await import('@/sanity/search')
  const { searchRevisionQuery, searchStoriesQuery, translationGroupsQuery } =
    await import('@/sanity/queries')

  // What searchPublished does, with fetchPublished where it has sanityFetch (the same read, in
  // Next's data cache there): the revision first, then the index for it.
  const before = settled()
  let started = performance.now()
  const revision = await fetchPublished(searchRevisionQuery)
  const datasetMs = performance.now() - started
  const withDataset = settled()
  const key = [revision.stories, revision.changed, revision.translations, revision.linked].join(':')

  const readStories = async () => {
    const [stories, groups] = await Promise.all([
      fetchPublished(searchStoriesQuery),
      fetchPublished(translationGroupsQuery),
    ])
    return toSearchStories(stories, groups)
  }
  let loadMs = 0
  let loaded: SearchStory[] = []
  let withStories = withDataset
  let buildStarted = 0
  started = performance.now()
  const index = await searchIndexFor(key, async () => {
    loaded = await readStories()
    loadMs = performance.now() - started
    withStories = settled()
    buildStarted = performance.now()
    return loaded
  })
  const buildMs = performance.now() - buildStarted
  const withIndex = settled()

  assert.equal(index.engine.documentCount, loaded.length)
  assert.equal(index.engine.documentCount, revision.stories)
  const byLanguage: Partial<Record<Locale, number>> = {}
  for (const story of loaded) byLanguage[story.language] = (byLanguage[story.language] ?? 0) + 1
  assert.deepEqual(Object.keys(byLanguage).sort(), [...LOCALES].sort(), 'stories in 5 languages')

  const json = JSON.stringify(index.engine)
  const figures: Figures = {
    documents: index.engine.documentCount,
    byLanguage,
    datasetMs,
    loadMs,
    buildMs,
    jsonKB: Buffer.byteLength(json) / 1024,
    gzipKB: gzipSync(json).length / 1024,
    storiesJsonKB: Buffer.byteLength(JSON.stringify(loaded)) / 1024,
    rssMB: withIndex.rss / MB,
    heapMB: withIndex.heapUsed / MB,
    datasetHeapMB: (withDataset.heapUsed - before.heapUsed) / MB,
    storiesHeapMB: (withStories.heapUsed - withDataset.heapUsed) / MB,
    indexHeapMB: (withIndex.heapUsed - withStories.heapUsed) / MB,
  }

  const queries = given ?? chooseQueries(loaded, index.vocabulary)
  const timings: Timing[] = []
  for (const query of queries) {
    const search = () =>
      searchStories(index, query.text, { limit: SEARCH_RESULT_LIMIT, locale: query.locale })
    let result = search()
    for (let run = 1; run < WARMUP; run++) search()
    const samples: number[] = []
    const began = performance.now()
    while (
      samples.length < RUNS &&
      (samples.length < WARMUP || performance.now() - began < QUERY_BUDGET_MS)
    ) {
      const start = performance.now()
      result = search()
      samples.push(performance.now() - start)
    }
    samples.sort((a, b) => a - b)
    assert.ok(result.results.length <= Math.min(SEARCH_RESULT_LIMIT, result.total))
    timings.push({
      ...query,
      runs: samples.length,
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      total: result.total,
      match: result.match,
    })
  }

  // A long query is searched as its first words only, and the typos still find stories.
  assert.equal(readSearchQuery('Kumasi harvest '.repeat(67))?.split(' ').length, QUERY_MAX_TERMS)
  const found = (name: string) => timings.find((timing) => timing.name === name)?.total ?? 0
  assert.ok(found('8 long words, misspelt') > 0, 'misspelt long words find stories')
  assert.ok(found('a misspelt word') > 0, 'a misspelt word finds stories')
  assert.equal(found('emoji'), 0, 'emoji find nothing')
  for (const name of ['a title word', 'a country', "a story teller's name"]) {
    assert.ok(found(name) > 0, `${name} finds stories`)
  }
  for (const locale of SAMPLE_TRANSLATION_LANGUAGES) {
    assert.ok(found(`${locale} phrase`) > 0, `a ${locale} phrase finds stories`)
  }

  const result: Result = { stories: 0, figures, queries, timings }
  writeFileSync(out, JSON.stringify(result))
}

// ---------------------------------------------------------------------------------------------
// The sizes, and the tables

function runSize(stories: number, dir: string, queries: Query[] | undefined): Result {
  const dataset = generateSample(stories, dir)
  const out = path.join(dir, `result-${stories}.json`)
  const job: Job = { dataset, out, queries }
  const child = spawnSync(
    process.execPath,
    // react-server: sanity/search.ts and sanity/source.ts import `server-only`, which throws
    // anywhere else; --expose-gc: memory is read after a full collection.
    ['--expose-gc', '--conditions=react-server', '--import', 'tsx', SELF, '--measure'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        CONTENT_SOURCE: 'local',
        LOCAL_DATASET_PATH: dataset,
        SEARCH_BENCH_JOB: JSON.stringify(job),
      },
    },
  )
  if (child.status !== 0) throw new Error(`Measuring ${stories} stories failed (${child.status})`)
  const result = JSON.parse(readFileSync(out, 'utf8')) as Result
  rmSync(dataset, { force: true })
  return { ...result, stories }
}

const fixed = (value: number, digits: number) => value.toFixed(digits)

function printSize({ stories, figures, timings }: Result) {
  const languages = Object.entries(figures.byLanguage)
    .map(([locale, count]) => `${locale} ${count}`)
    .join(', ')
  console.log(
    `\n${stories} stories: ${figures.documents} documents indexed (${languages}); ` +
      `dataset read ${fixed(figures.datasetMs, 0)} ms, search stories loaded ` +
      `${fixed(figures.loadMs, 0)} ms, index built ${fixed(figures.buildMs, 0)} ms; index ` +
      `${fixed(figures.jsonKB, 0)} KB as JSON, ${fixed(figures.gzipKB, 0)} KB gzipped; search ` +
      `stories ${fixed(figures.storiesJsonKB, 0)} KB as JSON; RSS ${fixed(figures.rssMB, 0)} MB, ` +
      `heap ${fixed(figures.heapMB, 0)} MB (dataset ${fixed(figures.datasetHeapMB, 0)}, search ` +
      `stories ${fixed(figures.storiesHeapMB, 1)}, index ${fixed(figures.indexHeapMB, 1)})`,
  )
  console.table(
    Object.fromEntries(
      timings.map(({ name, locale, runs, p50, p95, total, match }) => [
        name,
        { locale, runs, 'p50 ms': fixed(p50, 3), 'p95 ms': fixed(p95, 3), total, match },
      ]),
    ),
  )
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`
  console.log(line(header))
  console.log(
    `| ${widths.map((width, i) => (i === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  )
  for (const row of rows) console.log(line(row))
}

function printSummary(results: Result[]) {
  const first = results[0]
  const last = results.at(-1)
  if (!first || !last) return
  const ratio = (a: number, b: number) => (a > 0 ? `${fixed(b / a, 2)}×` : '-')
  const sizes = results.map(({ stories }) => stories)

  console.log(`\nQueries (ms; hits = stories found; ratio = ${last.stories} / ${first.stories})`)
  printTable(
    [
      'query',
      ...sizes.flatMap((n) => [`p50 ${n}`, `p95 ${n}`]),
      'p95 ratio',
      ...sizes.map((n) => `hits ${n}`),
    ],
    first.timings.map((timing, i) => {
      const at = results.map((result) => result.timings[i]!)
      return [
        `${timing.name} (${timing.locale})`,
        ...at.flatMap(({ p50, p95 }) => [fixed(p50, 3), fixed(p95, 3)]),
        ratio(timing.p95, last.timings[i]!.p95),
        ...at.map(({ total }) => String(total)),
      ]
    }),
  )

  const figures: Array<[string, (f: Figures) => number, number]> = [
    ['documents indexed', (f) => f.documents, 0],
    ['dataset read ms', (f) => f.datasetMs, 0],
    ['search stories load ms', (f) => f.loadMs, 0],
    ['index build ms', (f) => f.buildMs, 0],
    ['index JSON KB', (f) => f.jsonKB, 0],
    ['index gzip KB', (f) => f.gzipKB, 0],
    ['search stories JSON KB', (f) => f.storiesJsonKB, 0],
    ['RSS after build MB', (f) => f.rssMB, 0],
    ['heap after build MB', (f) => f.heapMB, 0],
    ['heap: dataset MB', (f) => f.datasetHeapMB, 1],
    ['heap: search stories MB', (f) => f.storiesHeapMB, 1],
    ['heap: index MB', (f) => f.indexHeapMB, 1],
  ]
  console.log('\nIndex and memory')
  printTable(
    ['figure', ...sizes.map(String), 'ratio'],
    figures.map(([name, value, digits]) => [
      name,
      ...results.map((result) => fixed(value(result.figures), digits)),
      ratio(value(first.figures), value(last.figures)),
    ]),
  )
}

async function main() {
  const sizes = parseSizes(process.argv.slice(2), DEFAULT_SIZES, 1)
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'))
  try {
    const results: Result[] = []
    for (const stories of sizes) {
      // The first size picks the queries; the others search the same strings.
      const result = runSize(stories, dir, results[0]?.queries)
      printSize(result)
      results.push(result)
    }
    printSummary(results)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv.includes('--measure')) {
  await measureDataset(JSON.parse(process.env.SEARCH_BENCH_JOB ?? '{}') as Job)
} else {
  await main()
}
