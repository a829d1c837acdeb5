// Next for tests that talk to it over HTTP (tests/server): `next build` into a distDir of its own
// and `next start` on it, or `next dev`. Each Next process leads its own process group, so
// stopping it (or a timeout) also ends the workers it started.
import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

const NEXT_BIN = 'node_modules/next/dist/bin/next'
/** Starts Next behind the front (data saver framework-free), as `npm start` and `npm run dev` do. */
export const LITE_SERVE = 'lib/lite/serve.mjs'

/** The hosted-source build of tests/server: shared, so a second build compiles from its cache. */
export const FAULTS_DIST_DIR = '.next/faults-build'
/** test:faults' pages generated again against an unreachable service (beside the hosted build). */
export const FAULTS_UNREACHABLE_DIST_DIR = `${FAULTS_DIST_DIR}-unreachable`

/** A line Next printed, with the milliseconds since the command started. */
export type OutputLine = { ms: number; text: string }

export type LoggedProcess = {
  child: ChildProcess
  lines: OutputLine[]
  exited: Promise<number | null>
}

/** Starts `command` leading its own process group, keeping every line it prints. */
export function spawnLogged(
  command: string,
  args: readonly string[],
  { env, cwd }: { env: NodeJS.ProcessEnv; cwd?: string },
): LoggedProcess {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    cwd,
  })
  const started = performance.now()
  const lines: OutputLine[] = []
  for (const stream of [child.stdout, child.stderr]) {
    let partial = ''
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n')
      partial = parts.pop() ?? ''
      const ms = Math.round(performance.now() - started)
      for (const text of parts) lines.push({ ms, text })
    })
    stream?.on('end', () => {
      if (partial) lines.push({ ms: Math.round(performance.now() - started), text: partial })
    })
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, lines, exited }
}

/** `node`: the Node binary to run Next with; this process's own unless given. */
function runNext(
  args: readonly string[],
  env: Record<string, string>,
  node = process.execPath,
): LoggedProcess {
  // Vitest sets NODE_ENV=test, which Next would warn about and build differently with.
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  }
  // A server starts as `npm start` and `npm run dev` start it: behind the front (lib/lite/serve.mjs).
  const served = args[0] === 'start' || args[0] === 'dev'
  const command = served ? [LITE_SERVE, NEXT_BIN, ...args] : [NEXT_BIN, ...args]
  return spawnLogged(node, command, { env: childEnv })
}

/** Ends the process group: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopGroup({ child, exited }: LoggedProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const pid = child.pid
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch {
      // The group is gone already.
    }
  }
  signal('SIGTERM')
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs))
  if ((await Promise.race([exited, timer])) === 'late') {
    signal('SIGKILL')
    await exited
  }
}

export const outputText = (lines: readonly OutputLine[]) => lines.map((l) => l.text).join('\n')

export type BuildResult = { code: number | null; lines: OutputLine[]; ms: number }

/**
 * `next build` into `distDir` (inside the project: Next requires it) with these settings. Fails
 * (SIGKILL) past `timeoutMs`. Next adds the distDir's type folders to tsconfig.json's `include`
 * for a build outside `.next`; the file is put back as it was, so a test run leaves no change.
 * `mode: 'generate'` only generates the pages, from code compiled there before (regenerateBuild).
 */
export async function nextBuild({
  distDir,
  env,
  timeoutMs,
  mode,
}: {
  distDir: string
  env: Record<string, string>
  timeoutMs: number
  mode?: 'generate'
}): Promise<BuildResult> {
  const tsconfig = readFileSync('tsconfig.json', 'utf8')
  const started = performance.now()
  const args = mode ? ['build', `--experimental-build-mode=${mode}`] : ['build']
  // These builds test the running site; types are `npm run typecheck`'s (next.config.ts).
  const build = runNext(args, { TYPECHECKED: '1', ...env, NEXT_DIST_DIR: distDir })
  const timer = setTimeout(() => void stopGroup(build, 0), timeoutMs)
  try {
    const code = await build.exited
    return { code, lines: build.lines, ms: Math.round(performance.now() - started) }
  } finally {
    clearTimeout(timer)
    await stopGroup(build)
    if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig)
  }
}

const MAIN_BUILD = '.next'
/** What a copy of the main build leaves out: caches, its other copies, the standalone output. */
const NOT_BUILD = [
  'cache',
  'dev',
  // Other tests' builds, which npm test may be writing beside a copy being made (a finished one
  // is told by its BUILD_ID): test:dev's `next dev`, test:faults' hosted builds.
  'dev-check',
  path.basename(FAULTS_DIST_DIR),
  path.basename(FAULTS_UNREACHABLE_DIST_DIR),
  'standalone',
  'trace',
  'trace-build',
  'diagnostics',
]
const RUNTIME_PAGE_CACHE = path.join('server', 'route-cache')

/**
 * The pages of a build (by default the main one, `npm run build`) generated again with other
 * settings, in `distDir`, without compiling again: a copy of the compiled build, then `next build
 * --experimental-build-mode=generate` there. `distDir` is a sibling of the build's folder: a
 * build's trace files name the files it ships relative to its own folder.
 */
export async function regenerateBuild({
  from = MAIN_BUILD,
  ...options
}: {
  from?: string
  distDir: string
  env: Record<string, string>
  timeoutMs: number
}): Promise<BuildResult> {
  copyBuild(options.distDir, from)
  return nextBuild({ ...options, mode: 'generate' })
}

/** A fresh copy of a build in `distDir`: its compiled code and pages, not its caches. */
export function copyBuild(distDir: string, from = MAIN_BUILD) {
  if (!existsSync(path.join(from, 'BUILD_ID'))) {
    throw new Error(`No production build in ${from}: run \`npm run build\` first.`)
  }
  removeBuild(distDir)
  mkdirSync(distDir, { recursive: true })
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry)
    // Other test builds and copies live in .next too.
    if (NOT_BUILD.includes(entry) || existsSync(path.join(source, 'BUILD_ID'))) continue
    cpSync(source, path.join(distDir, entry), {
      recursive: true,
      // Pages a server rendered after the build (another test's visits): a cache, not the build.
      filter: (file) => file !== path.join(from, RUNTIME_PAGE_CACHE),
    })
  }
}

export function removeBuild(distDir: string) {
  rmSync(distDir, { recursive: true, force: true })
}

export type NextServer = {
  url: string
  /** What the server printed so far. */
  lines: OutputLine[]
  stop(): Promise<void>
}

/** `next start` on a build in `distDir`, on 127.0.0.1, once it answers HTTP. */
export async function nextStart({
  distDir,
  port,
  env,
  readyTimeoutMs = 60_000,
}: {
  distDir: string
  port: number
  env: Record<string, string>
  readyTimeoutMs?: number
}): Promise<NextServer> {
  const server = runNext(['start', '--hostname', '127.0.0.1', '--port', `${port}`], {
    ...env,
    NEXT_DIST_DIR: distDir,
  })
  const url = `http://127.0.0.1:${port}`
  const site = { url, lines: server.lines, stop: () => stopGroup(server) }
  const deadline = performance.now() + readyTimeoutMs
  for (let attempt = 0; attempt < 600 && performance.now() < deadline; attempt++) {
    if (server.child.exitCode !== null) break
    const answered = await fetch(`${url}/theruumafrica`).then(
      () => true,
      () => false,
    )
    if (answered) return site
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await site.stop()
  throw new Error(`next start did not answer on ${url}:\n${outputText(server.lines)}`)
}

/** Waits until `url` answers HTTP (any status), failing if the process exits or time runs out. */
async function answered(server: LoggedProcess, url: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline && server.child.exitCode === null) {
    const ok = await fetch(url, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

/**
 * `next dev` on 127.0.0.1, as `npm run dev` starts it, with its output in `distDir`/dev (kept
 * between runs, so Turbopack's cache makes the next run quicker). Next adds that folder's types
 * to tsconfig.json; `stop()` puts the file back as it was.
 */
export async function nextDev({
  distDir,
  port,
  env = {},
  readyTimeoutMs = 60_000,
  node,
}: {
  distDir: string
  port: number
  env?: Record<string, string>
  readyTimeoutMs?: number
  /** The Node binary to run `next dev` with; this process's own unless given. */
  node?: string
}): Promise<NextServer> {
  const tsconfig = readFileSync('tsconfig.json', 'utf8')
  const server = runNext(
    ['dev', '--hostname', '127.0.0.1', '--port', `${port}`],
    { NODE_ENV: 'development', ...env, NEXT_DIST_DIR: distDir },
    node,
  )
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopGroup(server)
    if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig)
  }
  // `next dev` listens before it compiles anything: a HEAD of a static file answers at once.
  if (await answered(server, `${url}/icon.svg`, readyTimeoutMs)) {
    return { url, lines: server.lines, stop }
  }
  await stop()
  throw new Error(`next dev did not answer on ${url}:\n${outputText(server.lines)}`)
}

/** Whether nothing listens on 127.0.0.1:`port` (and so a connection to it is refused). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * The loopback ports tests pick from: TEST_PORTS (`3620-3639`), else 3600-3699. `npm test` gives
 * each of the steps it runs side by side a range of its own (tests/support/test-steps.ts): two
 * processes probing the same range could both find a port free and then both bind it.
 */
export function testPorts(setting = process.env.TEST_PORTS): { from: number; to: number } {
  if (!setting) return { from: 3600, to: 3699 }
  const [from, to] = setting.split('-').map(Number)
  if (!from || !to || from > to)
    throw new Error(`TEST_PORTS="${setting}": expected e.g. 3620-3639.`)
  return { from, to }
}

/** The first free loopback port in [from, to], skipping `taken`. */
export async function freePort(
  taken: readonly number[] = [],
  { from, to } = testPorts(),
): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (!taken.includes(port) && (await isFree(port))) return port
  }
  throw new Error(`No free port on 127.0.0.1 between ${from} and ${to}.`)
}
