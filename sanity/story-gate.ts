// Which story slugs are published, for the proxy: an unknown one answers 404 before any render, so a
// stranger's made-up slugs cost no render and write nothing to Next's page cache. The set is
// re-read on a miss at most once per REFRESH_MS, so a new story shows within that and a flood of
// unknown slugs costs the content source one query per REFRESH_MS.
import 'server-only'

import { storySlugsQuery } from './queries'
import { fetchPublished } from './source'

export const REFRESH_MS = 2_000

type Known = { slugs: ReadonlySet<string>; at: number }

export type StoryGate = { isPublished(slug: string): Promise<boolean> }

export function createStoryGate(
  readSlugs: () => Promise<Iterable<string>>,
  clock: () => number = Date.now,
): StoryGate {
  let known: Known | undefined
  let reading: Promise<Known | undefined> | undefined

  function refresh(): Promise<Known | undefined> {
    reading ??= readSlugs()
      .then((slugs) => (known = { slugs: new Set(slugs), at: clock() }))
      .catch((error: unknown) => {
        // The source is down: keep the last set; with none, let pages answer from their cache.
        console.error('Could not read the published story slugs:', error)
        return known
      })
      .finally(() => (reading = undefined))
    return reading
  }

  return {
    async isPublished(slug) {
      if (known?.slugs.has(slug)) return true
      if (known && clock() - known.at < REFRESH_MS) return false
      const current = await refresh()
      return current ? current.slugs.has(slug) : true
    },
  }
}

export const storyGate = createStoryGate(async () =>
  (await fetchPublished(storySlugsQuery)).flatMap(({ slug }) => (slug ? [slug] : [])),
)
