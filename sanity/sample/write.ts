// Writes the sample dataset as NDJSON (one document per line, like `sanity dataset export`).
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { isDraftId, isPublishedId, isVersionId } from '@sanity/client/csm'

import { isRecord } from '@/lib/is-record'
import { LOCAL_DATASET_FILE } from '@/lib/settings'
import { SOURCE_LANGUAGE } from '@/sanity/i18n/languages'
import { localDatasetPath } from '@/sanity/local/dataset-path'
import { toNdjson } from '@/sanity/local/local-index'

import type { SampleDocument } from '@/sanity/sample/documents'
import { generateSampleDataset, type GenerateSampleOptions } from '@/sanity/sample/generate'

/** Writes atomically (a temporary file, then a rename), so a reader never sees half a file. */
export function writeNdjson(file: string, content: string | readonly unknown[]): number {
  const text = typeof content === 'string' ? content : toNdjson(content)
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
  return Buffer.byteLength(text)
}

export type DatasetSummary = {
  documents: number
  stories: number
  /** Published stories in another language than their original's. */
  translations: number
  categories: number
  people: number
  imageAssets: number
  drafts: number
  releaseVersions: number
}

export function summariseDataset(documents: readonly SampleDocument[]): DatasetSummary {
  const count = (test: (document: SampleDocument) => boolean) => documents.filter(test).length
  return {
    documents: documents.length,
    stories: count(
      (document) =>
        document._type === 'story' &&
        document.language === SOURCE_LANGUAGE &&
        isPublishedId(document._id),
    ),
    translations: count(
      (document) =>
        document._type === 'story' &&
        document.language !== SOURCE_LANGUAGE &&
        isPublishedId(document._id),
    ),
    categories: count((document) => document._type === 'category'),
    people: count((document) => document._type === 'person'),
    imageAssets: count((document) => document._type === 'sanity.imageAsset'),
    drafts: count((document) => isDraftId(document._id)),
    releaseVersions: count((document) => isVersionId(document._id)),
  }
}

export function describeSummary(summary: DatasetSummary): string {
  return (
    `${summary.documents} documents (${summary.stories} stories and ${summary.translations} translations, ${summary.categories} categories, ` +
    `${summary.people} people (storytellers and photographers), ${summary.imageAssets} image assets, ` +
    `${summary.drafts} drafts, ${summary.releaseVersions} release versions)`
  )
}

export type WriteSampleResult = { path: string; bytes: number; summary: DatasetSummary }

// What the dataset is made from: the generator's code and tables, and the lists it draws on. A
// change to any of them makes a new sample (image drawing code included: cheap to err on).
const GENERATOR_SOURCES = ['sanity/sample', 'lib/lists']
/** What the generator writes (the dataset and its stamp), inside its sources' folder: not a source. */
const OUTPUT_FOLDER = path.dirname(LOCAL_DATASET_FILE)

/** A hash of the generator's sources, so a dataset knows when it was made by older code. */
export function generatorFingerprint(root: string = process.cwd()): string {
  const hash = createHash('sha256')
  for (const folder of GENERATOR_SOURCES) {
    const files = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|json)$/.test(file))
      .filter((file) => !path.join(folder, file).startsWith(`${OUTPUT_FOLDER}${path.sep}`))
      .toSorted()
    for (const file of files) {
      hash.update(`${folder}/${file}\0`).update(readFileSync(path.join(root, folder, file)))
    }
  }
  return hash.digest('hex')
}

const contentHash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex')

/** Beside the dataset: what made it (sources, options) and what it held when written. */
type Stamp = { generator: string; content: string; seed?: number; storyCount?: number }
const stampPath = (file: string) => `${file}.stamp.json`

function isStamp(value: unknown): value is Stamp {
  return (
    isRecord(value) &&
    typeof value.generator === 'string' &&
    typeof value.content === 'string' &&
    (value.seed === undefined || typeof value.seed === 'number') &&
    (value.storyCount === undefined || typeof value.storyCount === 'number')
  )
}

function readStamp(file: string): Stamp | null {
  try {
    const stamp: unknown = JSON.parse(readFileSync(stampPath(file), 'utf8'))
    return isStamp(stamp) ? stamp : null
  } catch {
    return null
  }
}

export function writeSampleDataset(
  file: string = localDatasetPath(),
  options: GenerateSampleOptions = {},
): WriteSampleResult {
  const documents = generateSampleDataset(options)
  const text = toNdjson(documents)
  const bytes = writeNdjson(file, text)
  const stamp: Stamp = {
    generator: generatorFingerprint(),
    content: contentHash(text),
    ...(options.seed !== undefined && { seed: options.seed }),
    ...(options.storyCount !== undefined && { storyCount: options.storyCount }),
  }
  writeFileSync(stampPath(file), `${JSON.stringify(stamp)}\n`)
  return { path: file, bytes, summary: summariseDataset(documents) }
}

export type EnsureResult = {
  path: string
  /** `missing`: there was none; `outdated`: made by older generator code, and not edited since. */
  written: false | 'missing' | 'outdated'
  /** Kept although older code made it, because it was edited since (its edits win). */
  editedAndOutdated?: boolean
}

/**
 * Writes the dataset when the file is missing, or when it was made by older generator code and
 * nobody has edited it since (a pull that changed the sample shows the new one). An edited file
 * is always kept, so an editor's local changes survive `npm run dev`, builds and test runs.
 */
export function ensureSampleDataset(file: string = localDatasetPath()): EnsureResult {
  if (!existsSync(file)) {
    writeSampleDataset(file)
    return { path: file, written: 'missing' }
  }
  const stamp = readStamp(file)
  if (!stamp || stamp.generator === generatorFingerprint()) return { path: file, written: false }
  if (contentHash(readFileSync(file)) !== stamp.content) {
    return { path: file, written: false, editedAndOutdated: true }
  }
  writeSampleDataset(file, {
    ...(stamp.seed !== undefined && { seed: stamp.seed }),
    ...(stamp.storyCount !== undefined && { storyCount: stamp.storyCount }),
  })
  return { path: file, written: 'outdated' }
}
