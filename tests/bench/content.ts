// `npm run bench:content`: what a page's query costs on the local source as the dataset grows.
// A story page must cost about the same at 5,000 stories as at 50 (index lookups, not scans).
// So must related stories (the category's index); the full list scans by nature, for context.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { MORE_STORIES } from '@/lib/story-end'
import { createLocalSource } from '@/sanity/local/local-source'
import {
  relatedStoriesQuery,
  storiesQuery,
  storyFacetsQuery,
  storyQuery,
  storySlugsQuery,
  storyTranslationsQuery,
  storyVersionsQuery,
} from '@/sanity/queries'
import { generateSampleDataset } from '@/sanity/sample/generate'

const SIZES = [50, 500, 5_000]
const RUNS = 200
const WARMUP = 50
/** Beyond this the story page is clearly scanning again. */
const MAX_RATIO = 3

type Stats = { median: number; p95: number }
type Row = {
  stories: number
  documents: number
  story: Stats
  /** Which versions a story has (its translation.metadata, found by reference). */
  versions: Stats
  /** A list page's 12 cards' French versions (by reference to their originals). */
  translations: Stats
  related: Stats
  list: Stats
  storyWithoutIndex: Stats
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
  return { median: at(0.5), p95: at(0.95) }
}

// Deterministic "random" picks, so runs compare like with like.
function picker(items: string[]) {
  let state = 42
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return items[state % items.length] ?? ''
  }
}

async function time(runs: number, run: () => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < Math.min(WARMUP, runs); i++) await run()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  return stats(samples)
}

/**
 * Writes the sample dataset and lets go of it, so only the source's own copy stays in memory.
 * Keeps each story's category reference, which its page has from storyQuery.
 */
function writeSample(datasetPath: string, storyCount: number) {
  const started = performance.now()
  const documents = generateSampleDataset({ seed: 1, storyCount })
  const ms = (performance.now() - started).toFixed(0)
  console.log(`Sample dataset of ${storyCount} stories generated in ${ms} ms.`)
  writeFileSync(datasetPath, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  const categories = new Map(
    documents.flatMap((doc) =>
      doc._type === 'story' ? [[doc.slug.current, doc.category._ref] as const] : [],
    ),
  )
  return { count: documents.length, categories }
}

async function benchSize(dir: string, storyCount: number): Promise<Row> {
  const datasetPath = path.join(dir, `dataset-${storyCount}.ndjson`)
  const { count: documents, categories } = writeSample(datasetPath, storyCount)
  const source = createLocalSource({ datasetPath })
  // Index narrowing off: what the indexes save.
  const unindexed = createLocalSource({ datasetPath, narrow: false })
  const slugs = (await source.fetch(storySlugsQuery)).map((story) => story.slug)
  const [storySlug, relatedSlug, unindexedSlug] = [picker(slugs), picker(slugs), picker(slugs)]
  // The story page passes its story's category to the related query, as here.
  const related = () => {
    const slug = relatedSlug()
    return source.fetch(relatedStoriesQuery, {
      slug,
      category: categories.get(slug) ?? '',
      limit: MORE_STORIES,
    })
  }
  const few = Math.ceil(RUNS / 10)
  const ids = (await source.fetch(storyFacetsQuery)).map((story) => story._id)
  const versionSlug = picker(slugs)
  const page = picker(ids.map((_, i) => String(Math.floor(i / 12))))
  const twelve = () => {
    const from = Number(page()) * 12
    return ids.slice(from, from + 12)
  }
  const fr = { language: 'fr', locale: 'fr' }
  return {
    stories: slugs.length,
    documents,
    story: await time(RUNS, () =>
      source.fetch(storyQuery, { slug: storySlug(), language: 'en', locale: 'en' }),
    ),
    versions: await time(RUNS, () => source.fetch(storyVersionsQuery, { slug: versionSlug() })),
    translations: await time(RUNS, () =>
      source.fetch(storyTranslationsQuery, { ids: twelve(), ...fr }),
    ),
    related: await time(RUNS, related),
    list: await time(few, () => source.fetch(storiesQuery)),
    storyWithoutIndex: await time(few, () =>
      unindexed.fetch(storyQuery, { slug: unindexedSlug() }),
    ),
  }
}

const ms = (value: number) => value.toFixed(3).padStart(9)
const cell = ({ median, p95 }: Stats) => `${ms(median)} ${ms(p95)}`
const line = (cells: string[]) => cells.join(' | ')

function printTable(rows: Row[]) {
  console.log(`Local source, warm, in ms (median, p95). A page's queries: ${RUNS} runs each`)
  console.log(`with random existing slugs; the other columns ${Math.ceil(RUNS / 10)} runs.\n`)
  console.log(
    line([
      'stories'.padStart(7),
      'docs'.padStart(6),
      ...[
        'story page',
        'story versions',
        '12 translations',
        'related stories',
        'all stories list',
        'story page, no index',
      ].map((t) => t.padStart(19)),
    ]),
  )
  for (const row of rows) {
    console.log(
      line([
        String(row.stories).padStart(7),
        String(row.documents).padStart(6),
        cell(row.story),
        cell(row.versions),
        cell(row.translations),
        cell(row.related),
        cell(row.list),
        cell(row.storyWithoutIndex),
      ]),
    )
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ruum-bench-'))
  const rows: Row[] = []
  try {
    for (const storyCount of SIZES) rows.push(await benchSize(dir, storyCount))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  printTable(rows)

  const [first, last] = [rows[0], rows.at(-1)]
  if (!first || !last) return
  // Every query one page runs must cost about the same at any size.
  for (const column of ['story', 'versions', 'translations', 'related'] as const) {
    const ratio = last[column].median / first[column].median
    const verdict = ratio <= MAX_RATIO ? 'flat' : 'NOT flat: it is scanning again'
    console.log(
      `${column} median at ${last.stories} vs ${first.stories} stories: ${ratio.toFixed(2)}x (${verdict}).`,
    )
    if (ratio > MAX_RATIO) process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
