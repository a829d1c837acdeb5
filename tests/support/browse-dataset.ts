// What the browse pages (/stories, /community, /theruumafrica) should show, read from the
// dataset file the site under test serves, so tests never hard-code sample titles.
import type {
  CategoryDocument,
  SiteSettingsDocument,
  TeamMemberDocument,
} from '@/sanity/sample/documents'

import { publishedStories, readDataset } from './dataset'

const isPublished = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

export function publishedCategories(documents = readDataset()): CategoryDocument[] {
  return documents.filter(
    (doc): doc is CategoryDocument => doc._type === 'category' && isPublished(doc._id),
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

export function siteSettings(): SiteSettingsDocument {
  const settings = readDataset().find(
    (doc): doc is SiteSettingsDocument =>
      doc._type === 'siteSettings' && doc._id === 'siteSettings',
  )
  if (!settings) throw new Error('The dataset has no siteSettings document.')
  return settings
}

export function teamMembers(): TeamMemberDocument[] {
  return readDataset()
    .filter((doc): doc is TeamMemberDocument => doc._type === 'teamMember' && isPublished(doc._id))
    .sort((a, b) => a.order - b.order)
}
