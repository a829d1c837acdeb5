import { readFileSync } from 'node:fs'

import type { SampleDocument, SiteSettingsDocument, StoryDocument } from '@/sanity/sample/documents'
import { defaultDatasetPath } from '@/sanity/sample/write'

/** The documents of the dataset the site under test serves, read straight from its file. */
export function readDataset(): SampleDocument[] {
  return readFileSync(process.env.LOCAL_DATASET_PATH ?? defaultDatasetPath(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line): SampleDocument => JSON.parse(line))
}

const isUnpublished = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

export function publishedStories(documents = readDataset()): StoryDocument[] {
  return documents
    .filter((doc): doc is StoryDocument => doc._type === 'story' && !isUnpublished(doc._id))
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
}

export function unpublishedStories(documents = readDataset()): StoryDocument[] {
  return documents.filter(
    (doc): doc is StoryDocument => doc._type === 'story' && isUnpublished(doc._id),
  )
}

export function siteSettings(documents = readDataset()): SiteSettingsDocument {
  const settings = documents.find(
    (doc): doc is SiteSettingsDocument => doc._type === 'siteSettings',
  )
  if (!settings) throw new Error('The dataset has no siteSettings document.')
  return settings
}
