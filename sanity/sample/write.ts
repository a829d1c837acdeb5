// Writes the sample dataset as NDJSON (one document per line, like `sanity dataset export`).
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { isDraftId, isPublishedId, isVersionId } from '@sanity/client/csm'

import { localDatasetPath } from '@/sanity/dataset-path'
import { toNdjson } from '@/sanity/local-index'

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
    stories: count((document) => document._type === 'story' && isPublishedId(document._id)),
    categories: count((document) => document._type === 'category'),
    people: count((document) => document._type === 'person'),
    imageAssets: count((document) => document._type === 'sanity.imageAsset'),
    drafts: count((document) => isDraftId(document._id)),
    releaseVersions: count((document) => isVersionId(document._id)),
  }
}

export function describeSummary(summary: DatasetSummary): string {
  return (
    `${summary.documents} documents (${summary.stories} stories, ${summary.categories} categories, ` +
    `${summary.people} people (story tellers and photographers), ${summary.imageAssets} image assets, ` +
    `${summary.drafts} drafts, ${summary.releaseVersions} release versions)`
  )
}

export type WriteSampleResult = { path: string; bytes: number; summary: DatasetSummary }

export function writeSampleDataset(
  file: string = localDatasetPath(),
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
export function ensureSampleDataset(file: string = localDatasetPath()): {
  path: string
  written: boolean
} {
  if (existsSync(file)) return { path: file, written: false }
  writeSampleDataset(file)
  return { path: file, written: true }
}
