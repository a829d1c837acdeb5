// @ts-check
// Next's 'use cache' handler (`cacheHandlers.default`). Without REDIS_URL it is Next's own
// in-memory handler. With it, each entry is kept in this instance's memory and in Redis, and a
// read asks Redis first (so one instance's render serves all), then memory (when Redis is away).
// Tags: a revalidation here is published to the others, theirs are read in before each request's
// first cache read (refreshTags), and entries are judged against them as Next's handler does.
import defaultHandlerModule from 'next/dist/server/lib/cache-handlers/default.js'

import { bufferOf, decodeEntry, encodeEntry, streamOf, ttlSeconds } from './entry-codec.mjs'
import { areTagsExpired, areTagsStale, sharedCache } from './shared-cache.mjs'

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {Omit<CacheEntry, 'value'> & { value: Uint8Array }} StoredEntry */

/** Next's default size for its in-memory 'use cache' handler (cacheMaxMemorySize). */
const MEMORY_BYTES = 50 * 1024 * 1024

const memory = defaultHandlerModule.createDefaultCacheHandler(MEMORY_BYTES)
/** Sets still being written: a read of the same key waits for them, as the interface asks. */
const pending = new Map()

/** @param {string} key */
const redisKey = (key) => `data:${key}`

/** @param {unknown} value @returns {value is StoredEntry} */
function isStored(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    value.value instanceof Uint8Array &&
    'tags' in value &&
    Array.isArray(value.tags) &&
    'timestamp' in value &&
    typeof value.timestamp === 'number'
  )
}

/** @param {string} key @returns {Promise<CacheEntry | undefined>} */
async function readShared(key) {
  const shared = sharedCache()
  if (!shared) return undefined
  const bytes = await shared.store.getBuffer(redisKey(key))
  const stored = bytes && decodeEntry(bytes)
  if (!isStored(stored) || areTagsExpired(stored.tags, stored.timestamp)) return undefined
  // A stale tag serves the entry once more while Next renders a new one, as its handler does.
  const revalidate = areTagsStale(stored.tags, stored.timestamp) ? -1 : stored.revalidate
  return { ...stored, revalidate, value: streamOf(stored.value) }
}

/** @type {CacheHandler} */
const dataCacheHandler = {
  async get(key, softTags) {
    if (!sharedCache()) return memory.get(key, softTags)
    await pending.get(key)
    return (await readShared(key)) ?? memory.get(key, softTags)
  },

  async set(key, pendingEntry) {
    const shared = sharedCache()
    if (!shared) return memory.set(key, pendingEntry)
    const written = (async () => {
      const entry = await pendingEntry
      const value = await bufferOf(entry.value)
      await memory.set(key, Promise.resolve({ ...entry, value: streamOf(value) }))
      // An entry that expires at once is rendered on every read: nothing to share.
      if (entry.expire === 0) return
      await shared.store.setBuffer(
        redisKey(key),
        encodeEntry({ ...entry, value }),
        ttlSeconds(entry.expire),
      )
    })()
    pending.set(key, written)
    try {
      await written
    } catch {
      // A render that failed leaves nothing to keep; Next renders again on the next read.
    } finally {
      if (pending.get(key) === written) pending.delete(key)
    }
  },

  async refreshTags() {
    await sharedCache()?.tags.sync()
    await memory.refreshTags()
  },

  // Reads the tags manifest, which refreshTags keeps in step with the other instances.
  getExpiration: (tags) => memory.getExpiration(tags),

  async updateTags(tags, durations) {
    await memory.updateTags(tags, durations)
    await sharedCache()?.tags.publish(tags)
  },
}

export default dataCacheHandler
