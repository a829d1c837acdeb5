// Which story slugs are published, for the proxy (see key-gate.ts for how the set is kept).
import 'server-only'

import { createKeyGate, type KeyGateOptions } from './key-gate'
import { storySlugsQuery } from './queries'
import { fetchPublished } from './source'

export { MAX_WAIT_MS, REFRESH_MS } from './key-gate'

export type StoryGate = { isPublished(slug: string): Promise<boolean> }

export function createStoryGate(
  readSlugs: () => Promise<Iterable<string>>,
  options?: KeyGateOptions,
): StoryGate {
  const gate = createKeyGate(readSlugs, options)
  return { isPublished: (slug) => gate.has(slug) }
}

export const storyGate = createStoryGate(async () =>
  (await fetchPublished(storySlugsQuery)).flatMap(({ slug }) => (slug ? [slug] : [])),
)
