// `npm test` and `npm run test:quick`: each step an npm script, one after another, stopping at the
// first that fails; each step's time as it ends and all of them at the end, so a slow step shows.
import { spawn, spawnSync } from 'node:child_process'

/**
 * An npm script; `with`: scripts run beside it (the static checks are single-threaded: side by
 * side on 2 cores they take the longest one's time, not the sum; tests that mostly wait on their
 * servers overlap their waits). Their output is printed whole as each ends, not interleaved.
 */
type Step = { script: string; env?: Record<string, string>; with?: readonly string[] }

/** Everything, as CI runs it: the production build once, then what reads it. */
const ALL: Step[] = [
  // TypeGen's check runs in test:dev, on the Node `npm run dev` is promised on. Side by side, as
  // the quick loop runs them: the lint and the type check are single-threaded, the unit tests
  // take what cores are left.
  { script: 'test:unit', with: ['lint', 'typecheck'] },
  // `typecheck` just checked more than the build's own check would (next.config.ts). The newest
  // 10 stories prerendered, not 200: the tests reach stories that render on first request too.
  { script: 'build', env: { TYPECHECKED: '1', PRERENDER_STORIES: '10' } },
  { script: 'test:e2e' },
  // Side by side, each leaves a third or more of the two cores idle while it waits on its
  // servers: the byte gate (its figures do not move with the machine's load, which is what makes
  // it a gate), the images answered from disk, and `next dev` compiling. None builds: a build
  // rewrites tsconfig.json, which `next dev` watches.
  { script: 'test:bytes', with: ['test:images', 'test:dev'] },
  // The content faults wait out a hanging service and Next's 30 s retry; the hostile requests
  // and Firefox fit in those waits.
  { script: 'test:faults', with: ['test:hostile', 'test:firefox'] },
  // Alone: it holds a publish to its 5 s promise across two instances.
  { script: 'test:scale' },
]

/** The loop to run while working: no production build; the end-to-end smoke runs on `next dev`. */
const QUICK: Step[] = [
  // Side by side: on a working copy the lint is mostly its caches' (only changed files are
  // read again), and the type check and the unit tests share the two cores.
  { script: 'test:unit', with: ['lint', 'typecheck'] },
  { script: 'test:smoke' },
]

const SETS: Record<string, Step[]> = { all: ALL, quick: QUICK }

const name = process.argv[2] ?? 'all'
const steps = SETS[name]
if (!steps) throw new Error(`No set of steps called ${name}: ${Object.keys(SETS).join(', ')}.`)

const started = performance.now()
const seconds = (since: number) => (performance.now() - since) / 1000
const times: Array<[string, number]> = []
let failed: string | undefined

function ended(script: string, status: number | null, since: number) {
  times.push([script, seconds(since)])
  console.log(
    `── ${script}: ${status === 0 ? 'ok' : `failed (${status})`}, ${seconds(since).toFixed(0)} s`,
  )
  if (status !== 0) failed ??= script
}

/** One script, its output kept until it ends. */
function runBuffered(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  const since = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (status) => {
      console.log(`\n── ${script} ──`)
      process.stdout.write(Buffer.concat(output))
      ended(script, status, since)
      resolve()
    })
  })
}

/** Ports of their own for scripts side by side (freePort in tests/support/next-server.ts). */
const PORTS_EACH = 20
const ports = (index: number) =>
  `${3600 + PORTS_EACH * index}-${3600 + PORTS_EACH * (index + 1) - 1}`

for (const { script, env, with: beside = [] } of steps) {
  const stepEnv = { ...process.env, ...env }
  if (beside.length > 0) {
    await Promise.all(
      [script, ...beside].map((each, index) =>
        runBuffered(each, { ...stepEnv, TEST_PORTS: ports(index) }),
      ),
    )
  } else {
    const stepStarted = performance.now()
    console.log(`\n── ${script} ──`)
    const { status } = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit', env: stepEnv })
    ended(script, status, stepStarted)
  }
  if (failed) break
}
console.log(
  `\nnpm ${name === 'all' ? 'test' : `run test:${name}`}, step times (node ${process.version}):`,
)
for (const [script, time] of times)
  console.log(`  ${script.padEnd(14)} ${time.toFixed(0).padStart(5)} s`)
console.log(`  ${'total'.padEnd(14)} ${seconds(started).toFixed(0).padStart(5)} s`)
if (failed) {
  console.log(`\nStopped: ${failed} failed.`)
  process.exitCode = 1
}
