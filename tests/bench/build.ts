// `npm run bench:build [-- --stories N[,N…] --runs R]`: what a production build costs as the
// stories grow.
// For each N: a sample dataset of N stories in a temp file, `next build` on it into a distDir of
// its own (removed afterwards), then the total time, the static generation phase per page, the
// peak memory of the build's whole process tree (sampled from /proc) and the heaviest HTML page;
// then, served by `next start`, how long a reader waits for the newest story (prerendered) and for
// the oldest (rendered on its first request, PRERENDER_STORIES), and for the oldest again; and
// that server's resident memory (its whole process tree) once it has answered, after a crawl of
// every page the build prerendered, after a second crawl of them, and after the oldest stories
// (up to 100 not prerendered, each rendered on its first request), with V8's heap at each. With
// `--runs R` every size is built R times, in turn, and the medians compared (served once).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseDataset, publishedStories } from '@/tests/support/dataset'
import {
  freePort,
  nextBuild,
  nextStart,
  outputText,
  type OutputLine,
} from '@/tests/support/next-server'
import { askPages } from '@/tests/bench/ask-pages'
import { generateSample, parseSizes } from '@/tests/bench/bench-sample'
import { descendants, rssKb, serverLeader, treeRssKb } from '@/tests/bench/process-memory'

const DEFAULT_SIZES = [50, 500]
const DEFAULT_RUNS = 1
const SAMPLE_EVERY_MS = 200
const BUILD_TIMEOUT_MS = 60 * 60_000
/** Requests the crawl keeps in flight at once. */
const CRAWL_CONCURRENCY = 4
/** A page's longest wait (a story's first render at 5,000 stories waits for the archive's read). */
const REQUEST_TIMEOUT_MS = 60_000
/** How many of the oldest stories not prerendered are asked for after the crawls. */
const OLDER_STORIES = 100
/** A pause before memory is read, for what a request left to do after its body was sent. */
const SETTLE_MS = 1_000
/** The server's preload that reports its V8 heap on SIGUSR2 (a line starting MEMORY_PROBE). */
const MEMORY_PROBE_FILE = path.resolve('tests/support/memory-probe.cjs')
const MEMORY_PROBE = '[memory-probe] '
const PROBE_TIMEOUT_MS = 15_000

/** Next's page workers (its jest-worker children), told by their command line. */
function isPageWorker(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('jest-worker/processChild')
  } catch {
    return false
  }
}

/**
 * A build's resident memory at one moment (kB): every process below `root`, and of it the page
 * workers'. The rest is the build's own process (its compiler's memory, kept or given back from
 * one build to the next, and the dataset server) and the compiler's helpers.
 */
function buildRssKb(root: number): { kb: number; workersKb: number } {
  let kb = 0
  let workersKb = 0
  for (const pid of descendants(root)) {
    const rss = rssKb(pid)
    kb += rss
    if (isPageWorker(pid)) workersKb += rss
  }
  return { kb, workersKb }
}

/** `--runs N` (or `--runs=N`): how many times each size is built, 1 to 9. */
function parseRuns(args: string[]): number {
  const at = args.findIndex((arg) => arg === '--runs' || arg.startsWith('--runs='))
  if (at === -1) return DEFAULT_RUNS
  const value = args[at]?.includes('=') ? args[at]?.split('=')[1] : args[at + 1]
  const runs = Number(value)
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
    throw new Error(`--runs needs a whole number from 1 to 9, got ${value}`)
  }
  return runs
}

function heaviestHtml(folder: string): { file: string; bytes: number } {
  let heaviest = { file: '-', bytes: 0 }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.html')) {
        const bytes = statSync(file).size
        if (bytes > heaviest.bytes) heaviest = { file: path.relative(folder, file), bytes }
      }
    }
  }
  walk(folder)
  return heaviest
}

/**
 * The static generation phase from Next's output: pages generated and seconds it took, timed from
 * when its first line arrived to its last (Next prints the duration in tenths of a minute past 2
 * minutes, too coarse to compare).
 */
function generation(lines: OutputLine[]): { pages: number; seconds: number } | undefined {
  const first = lines.find(({ text }) => text.includes('Generating static pages'))
  const last = lines.findLast(({ text }) => /Generating static pages.*\((\d+)\/\1\) in /.test(text))
  const pages = last && /\((\d+)\/\d+\)/.exec(last.text)?.[1]
  if (!first || !last || !pages) return undefined
  return { pages: Number(pages), seconds: (last.ms - first.ms) / 1000 }
}

/** V8's heap in the server's main thread (MB), from tests/support/memory-probe.cjs. */
type Heap = {
  /** As it was: the heap V8 holds from the system, and what is in use of it. */
  before: { heapTotal: number; heapUsed: number }
  /** After a full collection: what is live, and what JavaScript holds outside the heap. */
  after: { heapUsed: number; external: number; arrayBuffers: number }
  /** Each of V8's heap spaces, in use after the collection. */
  spaces: Record<string, number>
}

/** The server's memory at one point: its process tree's resident memory, and its heap. */
type Reading = { rssMb: number; heap: Heap | undefined }

/** Statuses other than 200 and how often each came (`error`: no answer). */
type Others = Map<string, number>

type Crawl = { ok: number; others: Others; seconds: number }

type ServerMemory = {
  /** The two crawls of the same prerendered HTML pages: how many answered 200, and the others. */
  crawls: [Crawl, Crawl]
  /** Older stories asked for (not prerendered), and those of them that did not answer 200. */
  older: { asked: number; others: Others; reading: Reading } | undefined
  started: Reading
  firstCrawl: Reading
  secondCrawl: Reading
}

type Row = {
  stories: number
  seconds: number
  pages: string
  msPerPage: string
  peakMb: number
  /** The page workers' part of the peak. */
  peakWorkersMb: number
  /** The peak while pages are generated (compiling is the same work at any size). */
  generationPeakMb: number
  heaviest: { file: string; bytes: number }
  /** Which of `--runs` builds of this size (1 first). */
  run: number
  /** Served on the first run only: the later runs repeat the build, for its time and memory. */
  served?: Served
}

type Served = {
  /** Milliseconds to a story's whole HTML: the newest, the oldest's first request, then again. */
  requests: { newest: number; oldestFirst: number; oldestAgain: number }
  memory: ServerMemory
}

/** Milliseconds until `url`'s whole body has arrived; a status other than 200 is an error. */
async function timed(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The HTML pages the build prerendered (`prerender-manifest.json`'s routes): pages, not route
 * handlers (feeds, manifests, images), nor Next's own error pages (`/_not-found`).
 */
function prerenderedPages(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'))
  const routes: Record<string, { routeType?: string; dataRoute?: string | null }> =
    manifest?.routes ?? {}
  return Object.entries(routes)
    .filter(([route, entry]) => {
      const page = entry.routeType === 'page' || (!entry.routeType && Boolean(entry.dataRoute))
      return page && !route.startsWith('/_') && !/\.[a-z0-9]+$/i.test(route)
    })
    .map(([route]) => route)
    .sort()
}

/**
 * Asks for each path once, `CRAWL_CONCURRENCY` at a time, reading each whole body (redirects not
 * followed): how many answered 200, the other statuses, and how long it took.
 */
async function crawl(url: string, paths: readonly string[]): Promise<Crawl> {
  const started = performance.now()
  const answers = await askPages(url, paths, {
    concurrency: CRAWL_CONCURRENCY,
    timeoutMs: REQUEST_TIMEOUT_MS,
  })
  const others: Others = new Map()
  let ok = 0
  for (const { status } of answers) {
    if (status === '200') ok++
    else others.set(status, (others.get(status) ?? 0) + 1)
  }
  return { ok, others, seconds: (performance.now() - started) / 1000 }
}

/** What the server's memory probe says once signalled, or undefined if it does not answer. */
async function probeHeap(pid: number, lines: readonly OutputLine[]): Promise<Heap | undefined> {
  const from = lines.length
  try {
    process.kill(pid, 'SIGUSR2')
  } catch {
    return undefined
  }
  const deadline = performance.now() + PROBE_TIMEOUT_MS
  while (performance.now() < deadline) {
    const line = lines.slice(from).find(({ text }) => text.includes(MEMORY_PROBE))
    if (line) {
      try {
        return JSON.parse(line.text.slice(line.text.indexOf(MEMORY_PROBE) + MEMORY_PROBE.length))
      } catch {
        return undefined
      }
    }
    await sleep(50)
  }
  return undefined
}

/** The server tree's resident memory (its leader's and every process below it), then its heap. */
async function reading(leader: number, lines: readonly OutputLine[]): Promise<Reading> {
  await sleep(SETTLE_MS)
  const rssMb = Math.round((rssKb(leader) + treeRssKb(leader)) / 1024)
  // After the resident memory: the probe's full collection would lower it.
  return { rssMb, heap: await probeHeap(leader, lines) }
}

/**
 * A server on the build: the newest and the oldest English story, each timed; then its memory
 * once it has answered, after each of two crawls of every prerendered page, and after the oldest
 * English stories that were not prerendered.
 */
async function serveBuild(distDir: string, dataset: string): Promise<Served> {
  const stories = publishedStories(parseDataset(readFileSync(dataset, 'utf8')))
  const newest = stories[0]?.slug.current
  const oldest = stories.at(-1)?.slug.current
  if (!newest || !oldest) throw new Error('No stories to ask for.')
  const pages = prerenderedPages(distDir)
  const prerendered = new Set(pages)
  const older = stories
    .map((story) => story.slug.current)
    .reverse()
    // The oldest is rendered already, timed: the others' first requests.
    .filter((slug) => slug !== oldest && !prerendered.has(`/en/full/stories/${slug}`))
    .slice(0, OLDER_STORIES)
  const port = await freePort()
  const probe = `--require ${JSON.stringify(MEMORY_PROBE_FILE)}`
  const server = await nextStart({
    distDir,
    port,
    env: {
      CONTENT_SOURCE: 'local',
      LOCAL_DATASET_PATH: dataset,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, probe].filter(Boolean).join(' '),
    },
  })
  try {
    // The server's own first request (its modules loading) is not a story's.
    await timed(`${server.url}/stories/${newest}`)
    const leader = serverLeader(port)
    const started = await reading(leader, server.lines)
    const requests = {
      newest: await timed(`${server.url}/stories/${newest}`),
      oldestFirst: await timed(`${server.url}/stories/${oldest}`),
      oldestAgain: await timed(`${server.url}/stories/${oldest}`),
    }
    console.log(`Crawling ${pages.length} prerendered pages twice…`)
    const first = await crawl(server.url, pages)
    const firstCrawl = await reading(leader, server.lines)
    const second = await crawl(server.url, pages)
    const secondCrawl = await reading(leader, server.lines)
    let olderRun: ServerMemory['older']
    if (older.length > 0) {
      console.log(`Asking for the ${older.length} oldest stories not prerendered…`)
      const run = await crawl(
        server.url,
        older.map((slug) => `/stories/${slug}`),
      )
      olderRun = {
        asked: older.length,
        others: run.others,
        reading: await reading(leader, server.lines),
      }
    }
    return {
      requests,
      memory: {
        crawls: [first, second],
        older: olderRun,
        started,
        firstCrawl,
        secondCrawl,
      },
    }
  } finally {
    await server.stop()
  }
}

async function benchSize(stories: number, dataset: string, run: number): Promise<Row> {
  // In .next/cache: a `next build` of the main site meanwhile empties .next but for its cache.
  const distDir = `.next/cache/bench-build-${stories}`
  rmSync(distDir, { recursive: true, force: true })
  const samples: Array<{ ms: number; kb: number; workersKb: number }> = []
  const started = performance.now()
  const sampler = setInterval(() => {
    samples.push({ ms: performance.now() - started, ...buildRssKb(process.pid) })
  }, SAMPLE_EVERY_MS)
  try {
    const build = await nextBuild({
      distDir,
      // CI=1: this distDir is removed after the build, as a deploy's clone or Docker stage is, so
      // like those the build writes no compile cache it would never read (next.config.ts). Written,
      // it is persisted by the build's own process while pages are generated, holding the
      // compiler's memory for as long, and that overlap, not the stories, moved the peak by 450 MB.
      env: { CI: '1', CONTENT_SOURCE: 'local', LOCAL_DATASET_PATH: dataset },
      timeoutMs: BUILD_TIMEOUT_MS,
    })
    if (build.code !== 0) {
      throw new Error(`next build failed for ${stories} stories:\n${outputText(build.lines)}`)
    }
    const phase = generation(build.lines)
    const generating = build.lines.find(({ text }) => text.includes('Generating static pages'))
    // The build's memory is read: no sampling of /proc while the server is measured.
    clearInterval(sampler)
    /** The sample with the most memory from `from` ms on. */
    const peakFrom = (from: number) =>
      samples
        .filter((sample) => sample.ms >= from)
        .reduce((top, sample) => (sample.kb > top.kb ? sample : top), { kb: 0, workersKb: 0 })
    const peak = peakFrom(0)
    return {
      stories,
      seconds: build.ms / 1000,
      pages: phase ? `${phase.pages}` : '?',
      msPerPage: phase ? ((phase.seconds * 1000) / phase.pages).toFixed(1) : '?',
      peakMb: Math.round(peak.kb / 1024),
      peakWorkersMb: Math.round(peak.workersKb / 1024),
      generationPeakMb: generating ? Math.round(peakFrom(generating.ms).kb / 1024) : 0,
      heaviest: heaviestHtml(path.join(distDir, 'server', 'app')),
      run,
      served: run === 1 ? await serveBuild(distDir, dataset) : undefined,
    }
  } finally {
    clearInterval(sampler)
    rmSync(distDir, { recursive: true, force: true })
  }
}

function printBuildTable(rows: Row[]) {
  const header = [
    'stories',
    'run',
    'build s',
    'pages',
    'ms/page',
    'peak MB',
    'of it workers',
    'gen. peak MB',
    'newest story ms',
    'oldest, 1st ms',
    'oldest, 2nd ms',
    'heaviest HTML',
  ]
  console.log(`\n${header.join(' | ')}`)
  for (const row of rows) {
    const kb = (row.heaviest.bytes / 1024).toFixed(1)
    console.log(
      [
        String(row.stories).padStart(7),
        String(row.run).padStart(3),
        row.seconds.toFixed(1).padStart(7),
        row.pages.padStart(5),
        row.msPerPage.padStart(7),
        String(row.peakMb).padStart(7),
        String(row.peakWorkersMb).padStart(13),
        String(row.generationPeakMb).padStart(12),
        (row.served?.requests.newest.toFixed(0) ?? '-').padStart(15),
        (row.served?.requests.oldestFirst.toFixed(0) ?? '-').padStart(14),
        (row.served?.requests.oldestAgain.toFixed(0) ?? '-').padStart(14),
        `${kb} kB ${row.heaviest.file}`,
      ].join(' | '),
    )
  }
  console.log(
    '\nms/page: the static generation phase over the pages it generated (every route, not only' +
      ' stories); peak MB: resident memory of the build and all its workers together (gen.: while' +
      " pages are generated), and of it the page workers' at that moment (the rest is the build's" +
      ' own process, with its compiler and the dataset server, and their helpers); the stories: milliseconds to the whole HTML from `next start` on' +
      ' the build, the oldest rendered on its first request (first run only).',
  )
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Each size's median build time and peak over its runs, and their ratios to the first size's. */
function printMedianTable(rows: Row[]) {
  const sizes = [...new Set(rows.map((row) => row.stories))]
  const medians = sizes.map((stories) => {
    const runs = rows.filter((row) => row.stories === stories)
    return {
      stories,
      runs: runs.length,
      seconds: median(runs.map((row) => row.seconds)),
      peakMb: median(runs.map((row) => row.peakMb)),
      generationPeakMb: median(runs.map((row) => row.generationPeakMb)),
    }
  })
  const [first] = medians
  if (!first) return
  console.log(
    `\n${['stories', 'runs', 'build s', '×', 'peak MB', '×', 'gen. peak MB', '×'].join(' | ')}`,
  )
  for (const row of medians) {
    console.log(
      [
        String(row.stories).padStart(7),
        String(row.runs).padStart(4),
        row.seconds.toFixed(1).padStart(7),
        (row.seconds / first.seconds).toFixed(2).padStart(4),
        String(Math.round(row.peakMb)).padStart(7),
        (row.peakMb / first.peakMb).toFixed(2).padStart(4),
        String(Math.round(row.generationPeakMb)).padStart(12),
        (row.generationPeakMb / first.generationPeakMb).toFixed(2).padStart(4),
      ].join(' | '),
    )
  }
  console.log(
    `\nThe median of each size's runs (sizes built in turn, run after run), × the ${first.stories}` +
      " stories' median: one build's time and peak vary by a fifth from run to run on a 2-core" +
      ' machine (GC and compile timing), so a ratio of single runs decides nothing.',
  )
}

/** `404×3, error×1`, or `-` for none. */
function othersText(others: Others): string {
  const text = [...others]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(', ')
  return text || '-'
}

function printMemoryTable(rows: Row[]) {
  const header = [
    'stories',
    'pages 200',
    'crawl s 1st/2nd',
    'older',
    'RSS MB: started',
    '1st crawl',
    '2nd crawl',
    '+older',
    'not 200',
  ]
  console.log(`\n${header.join(' | ')}`)
  for (const { stories, served } of rows) {
    if (!served) continue
    const { memory } = served
    const [first, second] = memory.crawls
    const same = othersText(first.others) === othersText(second.others)
    const notOk = same
      ? othersText(first.others)
      : `1st ${othersText(first.others)}; 2nd ${othersText(second.others)}`
    const olderNotOk = memory.older?.others.size ? `; older ${othersText(memory.older.others)}` : ''
    console.log(
      [
        String(stories).padStart(7),
        (first.ok === second.ok ? `${first.ok}` : `${first.ok}/${second.ok}`).padStart(9),
        `${first.seconds.toFixed(1)}/${second.seconds.toFixed(1)}`.padStart(15),
        String(memory.older?.asked ?? 0).padStart(5),
        String(memory.started.rssMb).padStart(15),
        String(memory.firstCrawl.rssMb).padStart(9),
        String(memory.secondCrawl.rssMb).padStart(9),
        (memory.older ? `${memory.older.reading.rssMb}` : '-').padStart(6),
        `${notOk}${olderNotOk}`,
      ].join(' | '),
    )
  }
  console.log(
    '\npages 200: the prerendered HTML pages (prerender-manifest.json, not route handlers nor' +
      " Next's error pages) that answered 200 to each of two crawls, 4 at a time; older: the" +
      ` oldest English stories not prerendered (up to ${OLDER_STORIES}), each rendered on its` +
      " first request; RSS MB: the resident memory of the server's whole process tree once it" +
      ' has answered a story, after each crawl and after the older stories; not 200: the' +
      ' statuses of the pages that did not answer 200 (redirects not followed).',
  )
}

/** `live/heap/external` MB, or `?` when the server's probe did not answer. */
function heapText(heap: Heap | undefined): string {
  return heap ? `${heap.after.heapUsed}/${heap.before.heapTotal}/${heap.after.external}` : '?'
}

function printHeapTable(rows: Row[]) {
  const header = ['stories', 'V8 MB: started', '1st crawl', '2nd crawl', '+older', 'spaces at end']
  console.log(`\n${header.join(' | ')}`)
  for (const { stories, served } of rows) {
    if (!served) continue
    const { memory } = served
    const last = memory.older?.reading ?? memory.secondCrawl
    const spaces = Object.entries(last.heap?.spaces ?? {})
      .filter(([, mb]) => mb > 0)
      .sort(([, a], [, b]) => b - a)
      .map(([name, mb]) => `${name.replace(/_space$/, '')} ${mb}`)
      .join(', ')
    console.log(
      [
        String(stories).padStart(7),
        heapText(memory.started.heap).padStart(14),
        heapText(memory.firstCrawl.heap).padStart(9),
        heapText(memory.secondCrawl.heap).padStart(9),
        (memory.older ? heapText(memory.older.reading.heap) : '-').padStart(6),
        spaces || '?',
      ].join(' | '),
    )
  }
  console.log(
    "\nV8 MB: the server's main thread, live/heap/external: its heap in use after a full" +
      ' collection, the heap V8 held before it, and the memory outside the heap JavaScript' +
      ' holds (Buffers among it) after it; spaces at end: MB in use in each heap space after the' +
      ' last collection. Each reading is taken after the RSS beside it, its collection a little' +
      ' lowering the next.',
  )
}

async function main() {
  const args = process.argv.slice(2)
  const sizes = parseSizes(args, DEFAULT_SIZES)
  const runs = parseRuns(args)
  const dir = mkdtempSync(path.join(tmpdir(), 'ruum-bench-build-'))
  const rows: Row[] = []
  try {
    const datasets = new Map(sizes.map((stories) => [stories, generateSample(stories, dir)]))
    for (let run = 1; run <= runs; run++) {
      for (const [stories, dataset] of datasets) {
        console.log(`Building with ${stories} stories (run ${run} of ${runs})…`)
        rows.push(await benchSize(stories, dataset, run))
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  printBuildTable(rows)
  if (runs > 1) printMedianTable(rows)
  printMemoryTable(rows)
  printHeapTable(rows)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
