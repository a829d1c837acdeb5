// `npm run bench:build [-- --stories N[,N…]]`: what a production build costs as the stories grow.
// For each N: a sample dataset of N stories in a temp file, `next build` on it into a distDir of
// its own (removed afterwards), then the total time, the static generation phase per page, the
// peak memory of the build's whole process tree (sampled from /proc) and the heaviest HTML page;
// then, served by `next start`, how long a reader waits for the newest story (prerendered) and for
// the oldest (rendered on its first request, PRERENDER_STORIES), and for the oldest again.
import { spawnSync } from 'node:child_process'
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

const DEFAULT_SIZES = [50, 500]
const SAMPLE_EVERY_MS = 200
const BUILD_TIMEOUT_MS = 60 * 60_000

function parseSizes(args: string[]): number[] {
  const at = args.findIndex((arg) => arg === '--stories' || arg.startsWith('--stories='))
  if (at === -1) return DEFAULT_SIZES
  const value = args[at]?.includes('=') ? args[at]?.split('=')[1] : args[at + 1]
  const sizes = (value ?? '').split(',').map(Number)
  if (sizes.length === 0 || !sizes.every((n) => Number.isInteger(n) && n >= 0)) {
    throw new Error(`--stories needs whole numbers (e.g. 50 or 50,500,5000), got ${value}`)
  }
  return sizes
}

/** Resident memory (kB) of every process below `root`, from /proc (Linux). */
function treeRssKb(root: number): number {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command name is in brackets and may hold spaces: the fields after it are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(name), ppid)
    } catch {
      // The process ended meanwhile.
    }
  }
  const below = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) {
      if (p === root) return true
    }
    return false
  }
  let total = 0
  for (const pid of parents.keys()) {
    if (!below(pid)) continue
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // Ended meanwhile.
    }
  }
  return total
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

type Row = {
  stories: number
  seconds: number
  pages: string
  msPerPage: string
  peakMb: number
  /** The peak while pages are generated (compiling is the same work at any size). */
  generationPeakMb: number
  heaviest: { file: string; bytes: number }
  /** Milliseconds to a story's whole HTML: the newest, the oldest's first request, then again. */
  requests: { newest: number; oldestFirst: number; oldestAgain: number }
}

/** Milliseconds until `url`'s whole body has arrived; a status other than 200 is an error. */
async function timed(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

/** The newest and the oldest English story, each asked of a server on the build. */
async function storyRequests(distDir: string, dataset: string): Promise<Row['requests']> {
  const stories = publishedStories(parseDataset(readFileSync(dataset, 'utf8')))
  const newest = stories[0]?.slug.current
  const oldest = stories.at(-1)?.slug.current
  if (!newest || !oldest) throw new Error('No stories to ask for.')
  const server = await nextStart({
    distDir,
    port: await freePort(),
    env: { CONTENT_SOURCE: 'local', LOCAL_DATASET_PATH: dataset },
  })
  try {
    // The server's own first request (its modules loading) is not a story's.
    await timed(`${server.url}/stories/${newest}`)
    return {
      newest: await timed(`${server.url}/stories/${newest}`),
      oldestFirst: await timed(`${server.url}/stories/${oldest}`),
      oldestAgain: await timed(`${server.url}/stories/${oldest}`),
    }
  } finally {
    await server.stop()
  }
}

async function benchSize(stories: number, dir: string): Promise<Row> {
  const dataset = path.join(dir, `dataset-${stories}.ndjson`)
  const sample = spawnSync(
    'npm',
    ['run', '-s', 'sample', '--', '--force', '--stories', `${stories}`, '--out', dataset],
    { stdio: 'inherit' },
  )
  if (sample.status !== 0) throw new Error(`npm run sample failed for ${stories} stories`)

  const distDir = `.next/bench-build-${stories}`
  rmSync(distDir, { recursive: true, force: true })
  const samples: Array<{ ms: number; kb: number }> = []
  const started = performance.now()
  const sampler = setInterval(() => {
    samples.push({ ms: performance.now() - started, kb: treeRssKb(process.pid) })
  }, SAMPLE_EVERY_MS)
  try {
    const build = await nextBuild({
      distDir,
      env: { CONTENT_SOURCE: 'local', LOCAL_DATASET_PATH: dataset },
      timeoutMs: BUILD_TIMEOUT_MS,
    })
    if (build.code !== 0) {
      throw new Error(`next build failed for ${stories} stories:\n${outputText(build.lines)}`)
    }
    const phase = generation(build.lines)
    const generating = build.lines.find(({ text }) => text.includes('Generating static pages'))
    const peakMb = (from: number) =>
      Math.round(Math.max(0, ...samples.filter((s) => s.ms >= from).map((s) => s.kb)) / 1024)
    return {
      stories,
      seconds: build.ms / 1000,
      pages: phase ? `${phase.pages}` : '?',
      msPerPage: phase ? ((phase.seconds * 1000) / phase.pages).toFixed(1) : '?',
      peakMb: peakMb(0),
      generationPeakMb: generating ? peakMb(generating.ms) : 0,
      heaviest: heaviestHtml(path.join(distDir, 'server', 'app')),
      requests: await storyRequests(distDir, dataset),
    }
  } finally {
    clearInterval(sampler)
    rmSync(distDir, { recursive: true, force: true })
  }
}

function printTable(rows: Row[]) {
  const header = [
    'stories',
    'build s',
    'pages',
    'ms/page',
    'peak MB',
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
        row.seconds.toFixed(1).padStart(7),
        row.pages.padStart(5),
        row.msPerPage.padStart(7),
        String(row.peakMb).padStart(7),
        String(row.generationPeakMb).padStart(12),
        row.requests.newest.toFixed(0).padStart(15),
        row.requests.oldestFirst.toFixed(0).padStart(14),
        row.requests.oldestAgain.toFixed(0).padStart(14),
        `${kb} kB ${row.heaviest.file}`,
      ].join(' | '),
    )
  }
  console.log(
    '\nms/page: the static generation phase over the pages it generated (every route, not only' +
      ' stories); peak MB: resident memory of the build and all its workers together (gen.: while' +
      ' pages are generated); the stories: milliseconds to the whole HTML from `next start` on' +
      ' the build, the oldest rendered on its first request.',
  )
}

async function main() {
  const sizes = parseSizes(process.argv.slice(2))
  const dir = mkdtempSync(path.join(tmpdir(), 'ruum-bench-build-'))
  const rows: Row[] = []
  try {
    for (const stories of sizes) {
      console.log(`Building with ${stories} stories…`)
      rows.push(await benchSize(stories, dir))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  printTable(rows)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
