// Which story slugs are published, for the proxy: an unknown one answers 404 before any render, so a
// stranger's made-up slugs cost no render and write nothing to Next's page cache. The set is
// re-read on a miss at most once per REFRESH_MS, so a new story shows within that and a flood of
// unknown slugs costs the content source one query per REFRESH_MS.
import 'server-only'

import { storySlugsQuery } from './queries'
import { fetchPublished } from './source'

export const REFRESH_MS = 2_000
/** Longest a request waits on a re-read: past it, the last set answers (or, with none, yes). */
export const MAX_WAIT_MS = 1_000

type Known = { slugs: ReadonlySet<string> }

export type StoryGate = { isPublished(slug: string): Promise<boolean> }

export function createStoryGate(
  readSlugs: () => Promise<Iterable<string>>,
  { clock = Date.now, maxWaitMs = MAX_WAIT_MS }: { clock?: () => number; maxWaitMs?: number } = {},
): StoryGate {
  let known: Known | undefined
  let reading: Promise<Known | undefined> | undefined
  // When the last read started, successful or not: a failing source is asked no more often.
  let lastRead = -Infinity

  function refresh(): Promise<Known | undefined> {
    if (reading) return reading
    lastRead = clock()
    reading = readSlugs()
      .then((slugs) => (known = { slugs: new Set(slugs) }))
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
      // Read lately: unknown, or (the source down, no set ever read) let pages answer from cache.
      if (!reading && clock() - lastRead < REFRESH_MS) return known ? false : true
      // A hanging source must not hold the reader: the read goes on, the answer does not wait.
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<Known | undefined>((resolve) => {
        timer = setTimeout(() => resolve(known), maxWaitMs)
      })
      const current = await Promise.race([refresh(), waited])
      clearTimeout(timer)
      return current ? current.slugs.has(slug) : true
    },
  }
}

export const storyGate = createStoryGate(async () =>
  (await fetchPublished(storySlugsQuery)).flatMap(({ slug }) => (slug ? [slug] : [])),
)
