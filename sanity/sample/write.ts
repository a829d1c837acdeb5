// Writes the sample dataset as NDJSON (one document per line, like `sanity dataset export`).
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { LOCAL_DATASET_FILE } from '../env'

import type { SampleDocument } from './documents'
import { generateSampleDataset, type GenerateSampleOptions } from './generate'

export function defaultDatasetPath(root: string = process.cwd()): string {
  return path.join(root, LOCAL_DATASET_FILE)
}

export function toNdjson(documents: readonly unknown[]): string {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n'
}

/** Writes atomically (a temporary file, then a rename), so a reader never sees half a file. */
export function writeNdjson(file: string, documents: readonly unknown[]): number {
  const text = toNdjson(documents)
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
  return Buffer.byteLength(text)
}

export type DatasetSummary = {
  documents: number
  stories: number
  categories: number
  storyTellers: number
  imageAssets: number
  drafts: number
  releaseVersions: number
}

export function summariseDataset(documents: readonly SampleDocument[]): DatasetSummary {
  const unpublished = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')
  const count = (test: (document: SampleDocument) => boolean) => documents.filter(test).length
  return {
    documents: documents.length,
    stories: count((document) => document._type === 'story' && !unpublished(document._id)),
    categories: count((document) => document._type === 'category'),
    storyTellers: count((document) => document._type === 'person'),
    imageAssets: count((document) => document._type === 'sanity.imageAsset'),
    drafts: count((document) => document._id.startsWith('drafts.')),
    releaseVersions: count((document) => document._id.startsWith('versions.')),
  }
}

export function describeSummary(summary: DatasetSummary): string {
  return (
    `${summary.documents} documents (${summary.stories} stories, ${summary.categories} categories, ` +
    `${summary.storyTellers} story tellers, ${summary.imageAssets} image assets, ` +
    `${summary.drafts} drafts, ${summary.releaseVersions} release versions)`
  )
}

export type WriteSampleResult = { path: string; bytes: number; summary: DatasetSummary }

export function writeSampleDataset(
  file: string = defaultDatasetPath(),
  options: GenerateSampleOptions = {},
): WriteSampleResult {
  const documents = generateSampleDataset(options)
  const bytes = writeNdjson(file, documents)
  return { path: file, bytes, summary: summariseDataset(documents) }
}

/**
 * Writes the default dataset only when the file is missing, so an editor's local changes
 * survive `npm run dev`, `npm run build` and test runs.
 */
export function ensureSampleDataset(file: string = defaultDatasetPath()): {
  path: string
  written: boolean
} {
  if (existsSync(file)) return { path: file, written: false }
  writeSampleDataset(file)
  return { path: file, written: true }
}
