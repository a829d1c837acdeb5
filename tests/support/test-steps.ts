// `npm test` and `npm run test:quick`: each step an npm script, one after another, stopping at the
// first that fails; each step's time as it ends and all of them at the end, so a slow step shows.
import { spawnSync } from 'node:child_process'

type Step = { script: string; env?: Record<string, string> }

/** Everything, as CI runs it: the production build once, then what reads it. */
const ALL: Step[] = [
  { script: 'lint' },
  { script: 'typegen:check' },
  { script: 'typecheck' },
  { script: 'test:unit' },
  // `typecheck` just checked more than the build's own check would (next.config.ts).
  { script: 'build', env: { TYPECHECKED: '1' } },
  { script: 'test:images' },
  { script: 'test:e2e' },
  { script: 'test:perf' },
  { script: 'test:dev' },
  { script: 'test:firefox' },
  { script: 'test:fuzz' },
  { script: 'test:faults' },
  { script: 'test:scale' },
]

/** The loop to run while working: no production build; the end-to-end smoke runs on `next dev`. */
const QUICK: Step[] = [
  { script: 'lint' },
  { script: 'typecheck' },
  { script: 'test:unit' },
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
for (const { script, env } of steps) {
  const stepStarted = performance.now()
  console.log(`\n── ${script} ──`)
  const { status } = spawnSync('npm', ['run', '-s', script], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  times.push([script, seconds(stepStarted)])
  console.log(
    `── ${script}: ${status === 0 ? 'ok' : `failed (${status})`}, ${seconds(stepStarted).toFixed(0)} s`,
  )
  if (status !== 0) {
    failed = script
    break
  }
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
