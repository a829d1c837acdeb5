// `npm run bench:crawl [-- --stories N] [--pages P] [--concurrency C] [--archive-mb M]`: a crawler walking the
// whole archive of one instance, as production serves it (the front and Next, lib/lite/serve.mjs).
// A sample dataset of N stories (5,000 by default), built as a deploy builds it (PRERENDER_STORIES
// 200), then every page in every language and both variants asked once, C at a time (8): the
// landing pages, each story (its translation, else the original) and each of its photo pages, each
// person and each country. With `--pages P`, P of them, evenly spaced through that list (every
// language, variant, kind and age of story in proportion): the whole list at 5,000 stories is
// about 720,000 pages, hours of rendering on two cores. Prints the answer times (p50, p95, max;
// first renders and cache hits apart), the statuses, the instance's peak resident memory (the
// front and Next, sampled every 250 ms) and the disk its rendered archive took, against its bound
// (ARCHIVE_DISK_MB: `--archive-mb`, else the default).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { LOCALES } from '@/lib/i18n/locales'
import { pageVariant } from '@/lib/page-variant'
import { countryPath, hrefIn, personPath, photoPath, storyPath } from '@/lib/routes'
import type { Country } from '@/lib/lists/countries'
import { archiveDiskBytes } from '@/lib/shared-cache/archive-bound.mjs'
import type { SampleDocument, StoryDocument } from '@/sanity/sample/documents'
import { askPages, type PageAnswer } from '@/tests/bench/ask-pages'
import { generateSample, parseSizes } from '@/tests/bench/bench-sample'
import { rssKb, serverLeader, treeRssKb } from '@/tests/bench/process-memory'
import {
  nameOf,
  parseDataset,
  persons,
  publishedStories,
  translatedStories,
} from '@/tests/support/dataset'
import { freePort, nextBuild, nextStart, outputText } from '@/tests/support/next-server'

const BUILD_TIMEOUT_MS = 60 * 60_000
const REQUEST_TIMEOUT_MS = 60_000
const SAMPLE_EVERY_MS = 250
const LANDING = ['/', '/latest', '/stories', '/countries', '/community', '/theruumafrica']

/** `--name V` or `--name=V` as a whole number of at least 1, else `fallback`. */
function option(args: string[], name: string, fallback: number): number {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`))
  if (at === -1) return fallback
  const value = Number(args[at]?.includes('=') ? args[at]?.split('=')[1] : args[at + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number ≥ 1.`)
  return value
}

/** A story's photographs: its cover, then each image block's (lib/story-photos.ts). */
const photoCount = (story: StoryDocument) =>
  1 + story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])).length

/** Every page of the archive, language by language, variant by variant. */
function everyPage(documents: SampleDocument[]): string[] {
  const english = publishedStories(documents)
  const countries = [...new Set(english.map((story) => story.country))].sort()
  const people = persons(documents).flatMap((person) => personPath(nameOf(person)) ?? [])
  const pages: string[] = []
  for (const locale of LOCALES) {
    // In a language: its translations, and every other story as its original (in that
    // language's chrome).
    const translations = locale === 'en' ? [] : translatedStories(locale, documents)
    const translated = new Set(translations.map(({ original }) => original._id))
    const stories = [
      ...translations.map(({ story }) => story),
      ...english.filter((story) => !translated.has(story._id)),
    ]
    const paths = [
      ...LANDING,
      ...stories.flatMap((story) => [
        storyPath(story.slug.current),
        ...Array.from({ length: photoCount(story) }, (_, n) =>
          photoPath(story.slug.current, n + 1),
        ),
      ]),
      ...people,
      ...countries.map((country) => countryPath(country as Country)),
    ]
    for (const mode of ['full', 'lite'] as const) {
      const variant = pageVariant(mode, locale)
      pages.push(...paths.map((each) => hrefIn(variant, each)))
    }
  }
  return pages
}

/** `count` of `pages`, evenly spaced through the list. */
function evenly(pages: string[], count: number): string[] {
  if (count >= pages.length) return pages
  return Array.from(
    { length: count },
    (_, i) => pages[Math.floor((i * pages.length) / count)] ?? '',
  )
}

/** Bytes of the files under `folder`. */
function bytesUnder(folder: string): number {
  let bytes = 0
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return 0
  }
  for (const name of names) {
    const info = statSync(path.join(folder, name), { throwIfNoEntry: false })
    if (!info) continue
    bytes += info.isDirectory() ? bytesUnder(path.join(folder, name)) : info.size
  }
  return bytes
}

type Answer = PageAnswer

/** What a page is, for the table: a photo page, a story, a person, a country, a landing page. */
function kindOf(page: string): string {
  if (page.includes('/photos/')) return 'photo page'
  if (page.includes('/stories/')) return 'story'
  if (page.includes('/people/')) return 'person'
  if (page.includes('/countries/')) return 'country'
  return 'landing page'
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

function timesRow(label: string, answers: Answer[]): string {
  const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const f = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–')
  return `| ${label} | ${answers.length} | ${f(percentile(ms, 50))} | ${f(percentile(ms, 95))} | ${f(ms.at(-1) ?? NaN)} |`
}

async function main() {
  const args = process.argv.slice(2)
  const [stories = 5000] = parseSizes(args, [5000], 1)
  const concurrency = option(args, '--concurrency', 8)
  const archiveMb = option(args, '--archive-mb', archiveDiskBytes() / 1024 / 1024)
  const dir = mkdtempSync(path.join(tmpdir(), 'ruum-bench-crawl-'))
  const distDir = `.next/cache/bench-crawl-${stories}`
  rmSync(distDir, { recursive: true, force: true })
  try {
    const dataset = generateSample(stories, dir)
    const all = everyPage(parseDataset(readFileSync(dataset, 'utf8')))
    const pages = evenly(all, option(args, '--pages', all.length))
    console.log(`Building ${stories} stories (PRERENDER_STORIES 200)…`)
    const build = await nextBuild({
      distDir,
      env: { CI: '1', CONTENT_SOURCE: 'local', LOCAL_DATASET_PATH: dataset },
      timeoutMs: BUILD_TIMEOUT_MS,
    })
    if (build.code !== 0) throw new Error(`next build failed:\n${outputText(build.lines)}`)
    const builtBytes = bytesUnder(distDir)
    const port = await freePort()
    const server = await nextStart({
      distDir,
      port,
      env: {
        CONTENT_SOURCE: 'local',
        LOCAL_DATASET_PATH: dataset,
        ARCHIVE_DISK_MB: `${archiveMb}`,
      },
    })
    try {
      const leader = serverLeader(port)
      let peakKb = 0
      const sample = () => {
        peakKb = Math.max(peakKb, rssKb(leader) + treeRssKb(leader))
      }
      sample()
      const startKb = peakKb
      const sampler = setInterval(sample, SAMPLE_EVERY_MS)
      console.log(
        `Crawling ${pages.length} of the archive's ${all.length} pages, ${concurrency} at a time…`,
      )
      const started = performance.now()
      const answers = await askPages(
        server.url,
        pages,
        { concurrency, timeoutMs: REQUEST_TIMEOUT_MS },
        (_, count) => {
          if (count % 1000 === 0) console.log(`  ${count} of ${pages.length}…`)
        },
      )
      const seconds = (performance.now() - started) / 1000
      clearInterval(sampler)
      sample()
      const statuses = new Map<string, number>()
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1)
      const archive = bytesUnder(path.join(distDir, 'server', 'route-cache'))
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
      console.log(
        `\n${stories} stories: ${pages.length} of ${all.length} pages asked, ${concurrency} at a time, in ${seconds.toFixed(0)} s (${(pages.length / seconds).toFixed(1)} pages/s; the whole archive at that pace: ${(((all.length / pages.length) * seconds) / 3600).toFixed(1)} h)\n`,
      )
      console.log('| answers | pages | p50 ms | p95 ms | max ms |')
      console.log('|---|--:|--:|--:|--:|')
      console.log(timesRow('all', answers))
      console.log(
        timesRow(
          'first renders',
          answers.filter((answer) => answer.render),
        ),
      )
      console.log(
        timesRow(
          'from the cache',
          answers.filter((answer) => !answer.render),
        ),
      )
      for (const kind of ['landing page', 'story', 'photo page', 'person', 'country']) {
        console.log(
          timesRow(
            kind,
            answers.filter((answer) => kindOf(answer.path) === kind),
          ),
        )
      }
      console.log(`\nStatuses: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`)
      console.log(
        `Memory (front and Next, resident): ${mb(startKb * 1024)} MB at start, peak ${mb(peakKb * 1024)} MB`,
      )
      console.log(
        `Disk: the build ${mb(builtBytes)} MB; its rendered archive after the crawl ${mb(archive)} MB (bound ${archiveMb} MB, ARCHIVE_DISK_MB)`,
      )
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    rmSync(distDir, { recursive: true, force: true })
  }
}

await main()
