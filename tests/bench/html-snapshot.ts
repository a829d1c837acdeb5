// `npm run bench:html`: every route's response from a production build, to prove a refactor
// changed no page (issue 28). `snapshot` serves a copy of a build's standalone output (node
// server.js, as production runs it), asks for each route as a browser would, with data saver
// on, and a few as Next's router does (RSC), and writes what came back to a folder; `compare`
// sets two such folders side by side, with build ids, hashes and the origin left out
// (tests/support/html-normalise.ts), and exits 1 if any response differs.
//
// A snapshot folder: index.json (the build, the dataset, each response's status and headers),
// raw/ (each body as served), one normalised, line-split <route>.<mode>.txt a response (to read
// or `diff -r`), the dataset the server read and what it printed.
//
//   npx tsx tests/bench/html-snapshot.ts snapshot <out-dir> [--build <checkout>] [--port N]
//   npx tsx tests/bench/html-snapshot.ts compare <dir-a> <dir-b>
import { pageVariant } from '@/lib/page-variant'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { hrefIn } from '@/lib/routes'
import { LOCAL_DATASET_FILE } from '@/lib/settings'
import { normalise, prettySplit, type SnapshotRun } from '@/tests/support/html-normalise'
import {
  listRoutes,
  MODE_HEADERS,
  type FetchMode,
  type HtmlRoute,
} from '@/tests/support/html-routes'
import { stopGroup } from '@/tests/support/next-server'
import { copyStandalone, startInstance, type Instance } from '@/tests/support/standalone-site'

const USAGE = `Usage:
  npx tsx tests/bench/html-snapshot.ts snapshot <out-dir> [--build <checkout>] [--port N]
  npx tsx tests/bench/html-snapshot.ts compare <dir-a> <dir-b>

  --build  the checkout whose production build (.next/standalone) and sample dataset to serve
           (default: the current directory)
  --port   loopback port for the server (default 3617)`

/** Headers that say how a response may be cached and what it is; the rest vary by run. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'location'] as const
const DEFAULT_PORT = 3617
/** Requests in flight at once: the server renders photo pages and saver pages on demand. */
const CONCURRENCY = 4
/** Lines of each diff `compare` prints. */
const DIFF_LINES = 40
const INDEX = 'index.json'

type Entry = {
  route: string
  mode: FetchMode
  file: string
  status: number
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>
}

type Index = SnapshotRun & {
  build: string
  dataset: { path: string; sha256: string }
  takenAt: string
  ms: number
  entries: Entry[]
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

/** A file name for a route in a mode: `/stories?page=2`, saver → `stories_page=2.saver`. */
function fileName(route: string, mode: FetchMode): string {
  const name = route === '/' ? 'home' : route.slice(1).replace(/[^\w.=-]+/g, '_')
  return `${name}.${mode}`
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** What `compare` reads of a response, one file a response: status, kept headers, body split. */
function readable(entry: Entry, body: string, run: SnapshotRun): string {
  const headers = KEPT_HEADERS.flatMap((name) => {
    const value = entry.headers[name]
    return value === undefined ? [] : [`${name}: ${normalise(value, run)}`]
  })
  const split = prettySplit(normalise(body, run), entry.headers['content-type'] ?? '')
  return [`${entry.mode} ${entry.route}`, `status: ${entry.status}`, ...headers, '', split].join(
    '\n',
  )
}

/** Next answers an RSC request without its cache-busting `_rsc` parameter with a redirect to it. */
const RSC_REDIRECT = /[?&]_rsc(?:[=&]|$)/

async function fetchEntry(url: string, route: string, mode: FetchMode) {
  const get = (target: string) =>
    fetch(`${url}${target}`, { headers: MODE_HEADERS[mode], redirect: 'manual' })
  // Data saver's pages at their own URLs, asked for as a browser with data saver on would.
  let response = await get(mode === 'saver' ? hrefIn(pageVariant('lite'), route) : route)
  const location = response.headers.get('location')
  if (mode === 'rsc' && response.status === 307 && location && RSC_REDIRECT.test(location)) {
    await response.body?.cancel()
    response = await get(location.replace(url, ''))
  }
  const headers: Entry['headers'] = {}
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) headers[name] = value
  }
  return { status: response.status, headers, body: await response.text() }
}

/** Clears `dir` for a snapshot: only if it holds an earlier one, or nothing. */
function emptySnapshotFolder(dir: string) {
  if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(path.join(dir, INDEX))) {
    fail(`${dir} is not empty and holds no snapshot: pick another folder.`)
  }
  rmSync(dir, { recursive: true, force: true })
}

async function snapshot(outDir: string, build: string, port: number) {
  const standalone = path.join(build, '.next', 'standalone')
  // The checkout's dataset, which its build read; the standalone copy of it must be the same.
  const dataset = path.join(build, LOCAL_DATASET_FILE)
  const traced = path.join(standalone, LOCAL_DATASET_FILE)
  if (!existsSync(dataset)) fail(`No sample dataset at ${dataset}.`)
  if (existsSync(traced) && sha256(traced) !== sha256(dataset)) {
    fail(`${dataset} changed since the build copied it to ${traced}: build again first.`)
  }
  // The id of the build server.js serves (its own copy of BUILD_ID).
  const buildId = readFileSync(path.join(standalone, '.next', 'BUILD_ID'), 'utf8').trim()
  const routes = await listRoutes(dataset)
  emptySnapshotFolder(outDir)
  const started = performance.now()

  // A copy, so the pages this run renders stay out of the build's folder and the next run
  // starts from the build's own pages too.
  const name = `html-snapshot-${port}`
  let instance: Instance | undefined
  // Next's graceful shutdown waits out fetch's idle keep-alive connections; the copy's state is
  // thrown away, so a short grace before SIGKILL will do. Then the copy is removed.
  const stopServer = async () => {
    if (instance) await stopGroup(instance.process, 1000)
    await instance?.stop()
  }
  const stop = async (signal: NodeJS.Signals) => {
    await stopServer()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  try {
    instance = await startInstance({
      name,
      dir: copyStandalone(name, standalone),
      port,
      env: { LOCAL_DATASET_PATH: dataset },
    })
    const url = instance.url
    const run: SnapshotRun = { buildId, origin: url }
    mkdirSync(path.join(outDir, 'raw'), { recursive: true })

    const jobs = routes.flatMap(({ path: route, modes }: HtmlRoute) =>
      modes.map((mode) => ({ route, mode, file: fileName(route, mode) })),
    )
    const files = new Set(jobs.map((job) => job.file))
    if (files.size !== jobs.length) throw new Error('Two routes share a file name.')
    const entries: Entry[] = []
    let next = 0
    const worker = async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        const { status, headers, body } = await fetchEntry(url, job.route, job.mode)
        const entry: Entry = { ...job, status, headers }
        writeFileSync(path.join(outDir, 'raw', job.file), body)
        writeFileSync(path.join(outDir, `${job.file}.txt`), readable(entry, body, run))
        entries.push(entry)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))

    // The data the pages show, beside them: a build compared with this one must serve the same.
    copyFileSync(dataset, path.join(outDir, 'dataset.ndjson'))
    // What the server said on stderr (a failed render, a warning) belongs with the snapshot.
    const log = instance.log()
    writeFileSync(path.join(outDir, 'server.log'), log.join('\n') + '\n')
    const ms = Math.round(performance.now() - started)
    const index: Index = {
      ...run,
      build: path.resolve(build),
      dataset: { path: dataset, sha256: sha256(dataset) },
      takenAt: new Date().toISOString(),
      ms,
      entries: jobs.map((job) => entries.find((entry) => entry.file === job.file) as Entry),
    }
    writeFileSync(path.join(outDir, INDEX), JSON.stringify(index, null, 2) + '\n')

    const statuses = new Map<number, number>()
    for (const entry of entries) statuses.set(entry.status, (statuses.get(entry.status) ?? 0) + 1)
    const byStatus = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')
    console.log(
      `bench:html snapshot of build ${buildId}: ${routes.length} routes, ${entries.length} responses ` +
        `(${byStatus}) in ${(ms / 1000).toFixed(1)} s → ${outDir}`,
    )
  } finally {
    await stopServer()
    process.off('SIGINT', stop)
    process.off('SIGTERM', stop)
  }
}

function readIndex(dir: string): Index {
  const file = path.join(dir, INDEX)
  if (!existsSync(file)) fail(`No snapshot in ${dir} (no ${INDEX}).`)
  return JSON.parse(readFileSync(file, 'utf8')) as Index
}

/** `diff -u` of two texts, its first DIFF_LINES lines. */
function unifiedDiff(a: string, b: string, label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'html-diff-'))
  try {
    writeFileSync(path.join(dir, 'a'), a)
    writeFileSync(path.join(dir, 'b'), b)
    const result = spawnSync(
      'diff',
      ['-u', '--label', `a/${label}`, '--label', `b/${label}`, 'a', 'b'],
      { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    const lines = result.stdout.split('\n')
    const more = lines.length - DIFF_LINES
    return [...lines.slice(0, DIFF_LINES), ...(more > 0 ? [`… ${more} more lines`] : [])].join('\n')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function compare(dirA: string, dirB: string): boolean {
  const a = readIndex(dirA)
  const b = readIndex(dirB)
  if (a.dataset.sha256 !== b.dataset.sha256) {
    console.log(
      `Warning: the snapshots served different datasets (${a.dataset.path}, ${b.dataset.path}): ` +
        'what differs below may be the data, not the code.',
    )
  }
  const key = (entry: Entry) => `${entry.mode} ${entry.route}`
  const inB = new Map(b.entries.map((entry) => [key(entry), entry]))
  const inA = new Map(a.entries.map((entry) => [key(entry), entry]))
  const keys = [...inA.keys(), ...[...inB.keys()].filter((k) => !inA.has(k))]
  let same = 0
  let different = 0
  let missing = 0
  for (const k of keys) {
    const left = inA.get(k)
    const right = inB.get(k)
    if (!left || !right) {
      missing++
      console.log(`missing   ${k} (only in ${left ? dirA : dirB})`)
      continue
    }
    const textA = readable(left, readFileSync(path.join(dirA, 'raw', left.file), 'utf8'), a)
    const textB = readable(right, readFileSync(path.join(dirB, 'raw', right.file), 'utf8'), b)
    if (textA === textB) {
      same++
      continue
    }
    different++
    console.log(`different ${k}`)
    console.log(unifiedDiff(textA, textB, left.file))
  }
  const routes = new Set(keys.map((k) => k.slice(k.indexOf(' ') + 1))).size
  const rsc = keys.filter((k) => k.startsWith('rsc ')).length
  console.log(
    `bench:html compare: ${routes} routes × 2 modes (full, saver) + ${rsc} RSC payloads = ` +
      `${keys.length} responses: ${same} same, ${different} different, ${missing} missing`,
  )
  return different === 0 && missing === 0
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  const options = new Map<string, string>()
  const positional: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg.startsWith('--')) {
      if (!['--build', '--port'].includes(arg)) fail(`Unknown option ${arg}.`)
      const value = args[++i]
      if (value === undefined) fail(`${arg} needs a value.`)
      options.set(arg, value)
    } else positional.push(arg)
  }
  if (command === 'snapshot' && positional.length === 1 && positional[0]) {
    const port = Number(options.get('--port') ?? DEFAULT_PORT)
    if (!Number.isInteger(port) || port < 1024) fail(`Bad --port ${options.get('--port')}.`)
    await snapshot(path.resolve(positional[0]), path.resolve(options.get('--build') ?? '.'), port)
  } else if (command === 'compare' && positional.length === 2 && positional[0] && positional[1]) {
    if (!compare(positional[0], positional[1])) process.exitCode = 1
  } else {
    fail(
      command ? `Unknown command or arguments: ${process.argv.slice(2).join(' ')}` : 'No command.',
    )
  }
}

await main()
