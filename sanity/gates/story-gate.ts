// Which story slugs are published, and which photo pages each has, for the proxy (see
// key-gate.ts for how the set is kept): a photo number past a story's photographs is a 404
// before any render, so a stranger cannot fill the page cache with the 404s of 99 numbers.
import 'server-only'

import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { shownVersion, storyVersions } from '@/lib/story-versions'
import { createKeyGate, type GateKey, type KeyGateOptions } from '@/sanity/gates/key-gate'
import {
  searchRevisionQuery,
  storyPhotoCountsQuery,
  storyVersionGroupsQuery,
} from '@/sanity/queries'
import { fetchPublished } from '@/sanity/source'
import { photoPath } from '@/lib/routes'

export { REFRESH_MS } from '@/sanity/gates/key-gate'

export type StoryGate = {
  isPublished(slug: string): Promise<boolean>
  /** Whether the published story `slug` has a photograph number `n` (from 1). */
  hasPhoto(slug: string, n: number): Promise<boolean>
  /**
   * The slug a reader of `locale` asking for `slug` is sent to: their version of that story (or
   * its original, English, when it has none), where that is another slug. From the last set read
   * (ask isPublished first, which reads a new one for a slug it does not know).
   */
  versionFor(locale: Locale, slug: string): string | undefined
}

const versionKey = (locale: Locale, slug: string) => `version:${locale}:${slug}`

type Group = ReadonlyArray<{ language: string | null; slug: string | null }> | null

/**
 * For each language, the slugs of a story's other versions that send its reader to theirs: a
 * French reader at the English slug to the French one, an English reader at the French slug to
 * the English. An Arabic translation shares its original's slug, so nobody is sent from it.
 */
export function versionRedirects(groups: readonly Group[]): Array<[string, string]> {
  return groups.flatMap((group) => {
    const versions = storyVersions(group)
    return LOCALES.flatMap((locale) => {
      const shown = shownVersion(versions, locale)
      if (!shown) return []
      return versions
        .filter(({ slug }) => slug !== shown.slug)
        .map(({ slug }): [string, string] => [versionKey(locale, slug), shown.slug])
    })
  })
}

/** A story's keys: its slug, and the path of each of its `photos` photo pages. */
export function storyKeys(slug: string, photos: number): string[] {
  return [slug, ...Array.from({ length: photos }, (_, index) => photoPath(slug, index + 1))]
}

export function createStoryGate(
  readKeys: () => Promise<Iterable<GateKey>>,
  options?: KeyGateOptions,
): StoryGate {
  const gate = createKeyGate(readKeys, options)
  return {
    isPublished: (slug) => gate.has(slug),
    hasPhoto: (slug, n) => gate.has(photoPath(slug, n)),
    versionFor: (locale, slug) => gate.peek(versionKey(locale, slug)),
  }
}

export const storyGate = createStoryGate(
  async () => {
    const [stories, groups] = await Promise.all([
      fetchPublished(storyPhotoCountsQuery),
      fetchPublished(storyVersionGroupsQuery),
    ])
    return [
      ...stories.flatMap(({ slug, photos }) => (slug ? storyKeys(slug, photos) : [])),
      ...versionRedirects(groups.map(({ versions }) => versions)),
    ]
  },
  {
    // Every story's slug and photographs are a second of work at 5,000 stories: a miss reads them
    // again only once a story or a translation link has changed (the count or the newest edit of
    // either, as search's index asks).
    readRevision: async () => JSON.stringify(await fetchPublished(searchRevisionQuery)),
  },
)
