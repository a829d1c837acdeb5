// Which story slugs are published, and which photo pages each has, for the proxy (see
// key-gate.ts for how the set is kept): a photo number past a story's photographs is a 404
// before any render, so a stranger cannot fill the page cache with the 404s of 99 numbers.
import 'server-only'

import { createKeyGate, type KeyGateOptions } from '@/sanity/gates/key-gate'
import { storyPhotoCountsQuery } from '@/sanity/queries'
import { fetchPublished } from '@/sanity/source'
import { photoPath } from '@/lib/routes'

export { REFRESH_MS } from '@/sanity/gates/key-gate'

export type StoryGate = {
  isPublished(slug: string): Promise<boolean>
  /** Whether the published story `slug` has a photograph number `n` (from 1). */
  hasPhoto(slug: string, n: number): Promise<boolean>
}

/** A story's keys: its slug, and the path of each of its `photos` photo pages. */
export function storyKeys(slug: string, photos: number): string[] {
  return [slug, ...Array.from({ length: photos }, (_, index) => photoPath(slug, index + 1))]
}

export function createStoryGate(
  readKeys: () => Promise<Iterable<string>>,
  options?: KeyGateOptions,
): StoryGate {
  const gate = createKeyGate(readKeys, options)
  return {
    isPublished: (slug) => gate.has(slug),
    hasPhoto: (slug, n) => gate.has(photoPath(slug, n)),
  }
}

export const storyGate = createStoryGate(async () =>
  (await fetchPublished(storyPhotoCountsQuery)).flatMap(({ slug, photos }) =>
    slug ? storyKeys(slug, photos) : [],
  ),
)
