// What the scale benchmarks share: the sizes asked for on the command line, and a generated
// sample dataset of each size (`npm run sample`, the embedded default's own generator).
import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** `--stories 500,5000` (or `--stories=500,5000`): whole numbers, at least `min`; else `defaults`. */
export function parseSizes(args: string[], defaults: number[], min = 0): number[] {
  const at = args.findIndex((arg) => arg === '--stories' || arg.startsWith('--stories='))
  if (at === -1) return defaults
  const value = args[at]?.includes('=') ? args[at]?.split('=')[1] : args[at + 1]
  const sizes = (value ?? '').split(',').map(Number)
  if (sizes.length === 0 || !sizes.every((n) => Number.isInteger(n) && n >= min)) {
    throw new Error(
      `--stories needs whole numbers of at least ${min} (e.g. 500,5000), got ${value}`,
    )
  }
  return sizes
}

/** A sample dataset of `stories` stories in `dir`: its file's path. */
export function generateSample(stories: number, dir: string): string {
  const dataset = path.join(dir, `dataset-${stories}.ndjson`)
  const sample = spawnSync(
    'npm',
    ['run', '-s', 'sample', '--', '--force', '--stories', `${stories}`, '--out', dataset],
    { stdio: 'inherit' },
  )
  if (sample.status !== 0) throw new Error(`npm run sample failed for ${stories} stories`)
  return dataset
}
