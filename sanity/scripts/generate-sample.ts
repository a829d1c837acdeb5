// `npm run sample`: writes the sample dataset (NDJSON) the local content source reads.
// Leaves an existing file alone unless --force, so an editor's local edits survive.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { DEFAULT_SAMPLE_SEED, DEFAULT_STORY_COUNT } from '@/sanity/sample/generate'
import { localDatasetPath } from '@/sanity/local/dataset-path'
import {
  describeSummary,
  ensureSampleDataset,
  writeSampleDataset,
  type WriteSampleResult,
} from '@/sanity/sample/write'

const USAGE = `Usage: npm run sample -- [--force] [--seed N] [--stories N] [--out PATH]

  --force      overwrite the file if it exists (otherwise it is left alone)
  --seed N     faker seed (default ${DEFAULT_SAMPLE_SEED}); the same seed gives the same dataset
  --stories N  number of published stories (default ${DEFAULT_STORY_COUNT})
  --out PATH   file to write (default sanity/sample/data/dataset.ndjson)`

type Options = { force: boolean; seed?: number; stories?: number; out?: string }

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(1)
}

function wholeNumber(flag: string, value: string | undefined, min: number): number {
  const number = Number(value)
  if (value === undefined || value.trim() === '' || !Number.isInteger(number) || number < min) {
    fail(`${flag} needs a whole number of at least ${min}, got ${value ?? 'nothing'}.`)
  }
  return number
}

function parseArguments(args: string[]): Options {
  const options: Options = { force: false }
  for (let index = 0; index < args.length; index++) {
    const [flag = '', inline] = (args[index] ?? '').split(/=(.*)/s, 2)
    const value = () => inline ?? args[++index]
    switch (flag) {
      case '--force':
        options.force = true
        break
      case '--seed':
        options.seed = wholeNumber(flag, value(), 0)
        break
      case '--stories':
        options.stories = wholeNumber(flag, value(), 0)
        break
      case '--out': {
        const out = value()
        if (!out) fail('--out needs a path.')
        options.out = out
        break
      }
      case '--help':
      case '-h':
        console.log(USAGE)
        process.exit(0)
      default:
        fail(`Unknown argument: ${args[index]}`)
    }
  }
  return options
}

const options = parseArguments(process.argv.slice(2))
const file = options.out ? path.resolve(options.out) : localDatasetPath()
const relative = path.relative(process.cwd(), file)
const shown = relative && !relative.startsWith('..') ? relative : file

function report(result: WriteSampleResult, elapsed: number, why = '') {
  const size =
    result.bytes >= 1e6
      ? `${(result.bytes / 1e6).toFixed(1)} MB`
      : `${Math.round(result.bytes / 1e3)} kB`
  console.log(
    `Sample dataset: wrote ${shown}${why}: ${describeSummary(result.summary)}, ${size}, ` +
      `seed ${options.seed ?? DEFAULT_SAMPLE_SEED}, in ${elapsed} ms.`,
  )
}

const started = performance.now()
if (options.force || !existsSync(file)) {
  const result = writeSampleDataset(file, { seed: options.seed, storyCount: options.stories })
  report(result, Math.round(performance.now() - started))
} else {
  const { written, editedAndOutdated } = ensureSampleDataset(file)
  if (written === 'outdated') {
    console.log(`Sample dataset: the sample's generator has changed; wrote ${shown} anew.`)
  } else if (editedAndOutdated) {
    console.log(
      `Sample dataset: kept ${shown}, which has been edited, though the sample's generator ` +
        'has changed since it was made (--force writes the new sample over it).',
    )
  } else {
    console.log(`Sample dataset: kept ${shown} (it exists; --force regenerates it).`)
  }
}
