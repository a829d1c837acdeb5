// The dataset the site under test serves, read straight from its file, and what the pages should
// show from it, so tests never hard-code sample titles.
import { readFileSync } from 'node:fs'

import { isPublishedId } from '@sanity/client/csm'

import { localDatasetPath } from '@/sanity/local/dataset-path'
import { parseNdjson } from '@/sanity/local/local-index'
import { PERSON_CREDIT_TITLES } from '@/lib/lists/credit-titles'
import type {
  CategoryDocument,
  PersonDocument,
  SampleDocument,
  SiteSettingsDocument,
  StoryDocument,
  TeamMemberDocument,
} from '@/sanity/sample/documents'

/** A dataset file's text (NDJSON) as the sample's documents: the generator wrote them. */
export function parseDataset(text: string): SampleDocument[] {
  return parseNdjson(text) as SampleDocument[]
}

/** The documents of the dataset the site under test serves. */
export function readDataset(): SampleDocument[] {
  return parseDataset(readFileSync(localDatasetPath(), 'utf8'))
}

/** Published stories (their originals, in English: one a story), newest first. */
export function publishedStories(documents = readDataset()): StoryDocument[] {
  return documents
    .filter(
      (doc): doc is StoryDocument =>
        doc._type === 'story' && isPublishedId(doc._id) && (doc.language ?? 'en') === 'en',
    )
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
}

/** Published stories that have no translation into any language, newest first. */
export function untranslatedStories(documents = readDataset()): StoryDocument[] {
  const translated = new Set(
    documents.flatMap((doc) =>
      doc._type === 'translation.metadata'
        ? doc.translations.map((entry) => entry.value?._ref ?? '')
        : [],
    ),
  )
  return publishedStories(documents).filter((story) => !translated.has(story._id))
}

/** Each published translation into `language`, with its original, newest first. */
export function translatedStories(
  language: string,
  documents = readDataset(),
): Array<{ story: StoryDocument; original: StoryDocument }> {
  const byId = new Map<string, StoryDocument>()
  for (const doc of documents) {
    if (doc._type === 'story' && isPublishedId(doc._id)) byId.set(doc._id, doc)
  }
  return documents
    .flatMap((doc) => {
      if (doc._type !== 'translation.metadata') return []
      const version = (wanted: string) =>
        byId.get(doc.translations.find((entry) => entry.language === wanted)?.value?._ref ?? '')
      const story = version(language)
      const original = version('en')
      return story && original ? [{ story, original }] : []
    })
    .sort((a, b) => b.story.publishedOn.localeCompare(a.story.publishedOn))
}

/** Drafts and release versions of stories: what visitors must never see. */
export function unpublishedStories(documents = readDataset()): StoryDocument[] {
  return documents.filter(
    (doc): doc is StoryDocument => doc._type === 'story' && !isPublishedId(doc._id),
  )
}

export function publishedCategories(documents = readDataset()): CategoryDocument[] {
  return documents.filter(
    (doc): doc is CategoryDocument => doc._type === 'category' && isPublishedId(doc._id),
  )
}

/** Published stories of one category (by slug) and/or country, newest first. */
export function storiesMatching(filter: { category?: string; country?: string }) {
  const documents = readDataset()
  const categoryId = new Map(publishedCategories(documents).map((c) => [c.slug.current, c._id]))
  return publishedStories(documents).filter(
    (story) =>
      (!filter.category || story.category._ref === categoryId.get(filter.category)) &&
      (!filter.country || story.country === filter.country),
  )
}

/** Countries that have published stories, A to Z. */
export function storyCountries(): string[] {
  return [...new Set(publishedStories().map((story) => story.country))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  )
}

/** The published site settings (the singleton's fixed id). */
export function siteSettings(documents = readDataset()): SiteSettingsDocument {
  const settings = documents.find(
    (doc): doc is SiteSettingsDocument =>
      doc._type === 'siteSettings' && doc._id === 'siteSettings',
  )
  if (!settings) throw new Error('The dataset has no siteSettings document.')
  return settings
}

/** The published team, in the editors' order. */
export function teamMembers(): TeamMemberDocument[] {
  return readDataset()
    .filter(
      (doc): doc is TeamMemberDocument => doc._type === 'teamMember' && isPublishedId(doc._id),
    )
    .sort((a, b) => a.order - b.order)
}

/** "First Last", as pages name a person. */
export const nameOf = (person: PersonDocument) => `${person.firstName} ${person.lastName}`

/** The published person documents: story tellers and photographers, with their profiles. */
export function persons(documents = readDataset()): PersonDocument[] {
  return documents.filter(
    (doc): doc is PersonDocument => doc._type === 'person' && isPublishedId(doc._id),
  )
}

/** The teller of a story, by its reference. */
export function tellerOf(story: StoryDocument, documents = readDataset()): PersonDocument {
  const teller = persons(documents).find((person) => person._id === story.storyTeller._ref)
  if (!teller) throw new Error(`No teller for ${story.title}`)
  return teller
}

/** A crew member named only in a story's credits, with no person document (so no profile). */
export function crewWithoutProfile(documents = readDataset()): string {
  const named = new Set(persons(documents).map(nameOf))
  const titles: readonly string[] = PERSON_CREDIT_TITLES
  const name = publishedStories(documents)
    .flatMap((story) => story.credits)
    .find((credit) => titles.includes(credit.title) && !named.has(credit.content))?.content
  if (!name) throw new Error('Every credited person has a person document.')
  return name
}
