// Next's data cache as the content getters meet it, for unit tests: outside a Next build
// `'use cache'` is inert, so this keeps what each cached read (publishedRead in sanity/fetch.ts)
// returns, under the tags and life it declares with cacheTag and cacheLife, as Next does:
//
// - a read is served from its entry until a tag of the entry is revalidated, or its life's
//   `revalidate` seconds have passed; the entry is then stale, and the next read fetches again;
// - a stale entry whose fetch fails keeps being served, until its life's `expire` seconds.
//
// (Next serves a stale entry once more while it fetches in the background; here the next read
// waits for the fetch, so a test sees at once what the following visitor would.) The clock is
// Date.now(): tests move it with vi.setSystemTime.
import type { QueryParams } from '@sanity/client'

type Life = { stale?: number; revalidate?: number; expire?: number }
type Declared = { tags: string[]; life: Life }
type Entry = Declared & { value: unknown; storedAt: number; stale: boolean }

export type DataCache = ReturnType<typeof createDataCache>

export function createDataCache() {
  const entries = new Map<string, Entry>()
  // publishedRead calls cacheTag, cacheLife and then its read in one synchronous run, so what was
  // declared last belongs to the read that comes next.
  let declared: Declared | undefined

  const ageOf = (entry: Entry) => (Date.now() - entry.storedAt) / 1000

  return {
    /** `next/cache` as a cached function sees it. */
    nextCache: {
      cacheTag: (...tags: string[]) => {
        declared = { life: declared?.life ?? {}, tags: [...(declared?.tags ?? []), ...tags] }
      },
      cacheLife: (life: Life) => {
        declared = { tags: declared?.tags ?? [], life }
      },
    },

    /** `read`, cached under its arguments and the tags declared for it; uncached if none were. */
    wrap<R>(read: (query: string, params?: QueryParams) => Promise<R>) {
      return async (query: string, params?: QueryParams): Promise<R> => {
        const declaration = declared
        declared = undefined
        if (!declaration) return read(query, params)
        const key = JSON.stringify([query, params, declaration.tags])
        const entry = entries.get(key)
        if (entry && !entry.stale && ageOf(entry) < (entry.life.revalidate ?? Infinity)) {
          return entry.value as R
        }
        try {
          const value = await read(query, params)
          entries.set(key, { ...declaration, value, storedAt: Date.now(), stale: false })
          return value
        } catch (error) {
          if (entry && ageOf(entry) < (entry.life.expire ?? Infinity)) return entry.value as R
          throw error
        }
      }
    },

    /** What revalidateTag(tag) does: every entry carrying `tag` is stale. */
    revalidateTag(tag: string) {
      for (const entry of entries.values()) if (entry.tags.includes(tag)) entry.stale = true
    },

    clear() {
      entries.clear()
      declared = undefined
    },
  }
}
