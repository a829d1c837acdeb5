// Cache tags: which ones the getters in sanity/content.ts put on what they fetch, and which ones a
// changed document touches. Pure, so the webhook's mapping is tested without a server.
import { isPublishedId } from '@sanity/client/csm'

/**
 * Lists and cards carry the category title and story teller name, so they depend on `category`
 * and `person` too, and so does a story page (its header shows both). A story page is tagged by
 * its slug, not `story`, so one story's publish does not refetch every story's content.
 */
export const TAGS = {
  story: 'story',
  category: 'category',
  person: 'person',
  siteSettings: 'siteSettings',
  teamMember: 'teamMember',
  /** The translation.metadata documents: which stories are translations of which. */
  translations: 'translation.metadata',
} as const

/** What lists and cards depend on (see TAGS). */
export const LIST_TAGS = [TAGS.story, TAGS.category, TAGS.person] as const

export const storyTag = (slug: string) => `story:${slug}`

/**
 * What a webhook says changed: the projection in docs/publishing-and-preview.md sends exactly
 * these fields.
 */
export type ChangedDocument = {
  _type: string
  _id?: string
  /** The slug after the change (absent when the document was deleted). */
  slug?: string
  /** The slug before the change (absent when the document was created). */
  previousSlug?: string
  /**
   * The slugs of the story's versions in every language (for a translation.metadata document,
   * of the stories it links): each of their pages names the others.
   */
  versionSlugs?: string[]
}

/** Drafts and release versions are not on the published site, so their edits change nothing. */
export function isPublishedChange(document: ChangedDocument): boolean {
  return isPublishedId(document._id ?? '')
}

/**
 * Every tag whose cached content may show this document. Its type tag reaches every getter that
 * embeds that type (lists, story pages, the community and team pages); a story also reaches its
 * own page under both its new and its old slug, so a renamed slug stops serving the old page.
 */
export function tagsFor(document: ChangedDocument): string[] {
  if (!isPublishedChange(document)) return []
  const tags = [document._type]
  if (document._type === TAGS.story) {
    for (const slug of [document.slug, document.previousSlug]) {
      if (slug) tags.push(storyTag(slug))
    }
  }
  if (document._type === TAGS.story || document._type === TAGS.translations) {
    for (const slug of document.versionSlugs ?? []) tags.push(storyTag(slug))
  }
  return [...new Set(tags)]
}
