// @ts-check
// Next's page cache (`cacheHandler`: rendered pages and route responses, with their tags).
// Without REDIS_URL it is exactly Next's own file-system cache. With it, every entry an instance
// renders is also written to Redis, and every read asks Redis first, so a page rendered on one
// instance is served by all; a revalidated tag reaches all through the shared tags. The files
// stay the fallback: the build's prerendered pages, and whatever this instance last rendered
// when Redis is away. Either way, pages rendered after the build are kept on disk within
// ARCHIVE_DISK_MB (archive-bound.mjs).
import { createRequire } from 'node:module'

import { LRUCache } from 'lru-cache'

import { archiveBound } from './archive-bound.mjs'
import { decodeEntry, encodeEntry, ttlSeconds } from './entry-codec.mjs'
import { areTagsExpired, sharedCache } from './shared-cache.mjs'

// Required, not imported: an ES import of this CommonJS file gets its exports object as the
// default, while its types describe the class as the default.
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js')} */
const fileSystemCacheModule = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
)
const FileSystemCache = fileSystemCacheModule.default
/** Where Next keeps a page's tags on its cache entry (its NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags'

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext */
/** @typedef {NonNullable<Awaited<ReturnType<CacheHandler['get']>>>} CacheHandlerValue */

/** @param {string} key */
const redisKey = (key) => `page:${key}`

/** Bytes of pages kept in memory as this instance last saw them in Redis (Next's own default). */
const MIRROR_BYTES = 50 * 1024 * 1024

/**
 * The newest version of each page this instance has served from Redis or written there, as it
 * was (its own render time): what a reader saw last, served again while Redis is away, rather
 * than the older copy on this instance's disk. Module-wide: Next makes a handler per request.
 * @type {LRUCache<string, { entry: CacheHandlerValue, bytes: number }>}
 */
const mirror = new LRUCache({ maxSize: MIRROR_BYTES, sizeCalculation: ({ bytes }) => bytes })

/**
 * The bound on this instance's archive on disk. Module-wide, as the mirror: one per server.
 * @type {ReturnType<typeof archiveBound> | undefined}
 */
let archive

/** @param {unknown} value @returns {value is CacheHandlerValue} */
function isEntry(value) {
  return typeof value === 'object' && value !== null && 'value' in value && 'lastModified' in value
}

/** A page whose tag was expired (not merely made stale) since it was stored is a miss. */
/** @param {CacheHandlerValue} entry */
function tagsExpired(entry) {
  const value = entry.value
  if (!value || !('headers' in value) || !value.headers) return false
  const tags = value.headers[TAGS_HEADER]
  return typeof tags === 'string' && areTagsExpired(tags.split(','), entry.lastModified ?? 0)
}

/** @implements {CacheHandler} */
export default class PageCacheHandler {
  /** @param {CacheHandlerContext} ctx */
  constructor(ctx) {
    const { fs, serverDistDir } = ctx
    // The proxy's runtime makes a cache too, without a file system, where Next would keep none:
    // nor does this one (nor does it open a second connection to Redis).
    /** @type {InstanceType<typeof FileSystemCache> | undefined} */
    this.files =
      fs && serverDistDir ? new FileSystemCache({ ...ctx, fs, serverDistDir }) : undefined
    // The server's own cache connects as it starts taking requests, so the health check can tell.
    if (this.files) sharedCache()
    if (this.files && serverDistDir) archive ??= archiveBound({ serverDistDir })
  }

  /** @type {CacheHandler['get']} */
  async get(key, ctx) {
    if (!this.files) return null
    const shared = sharedCache()
    if (shared) {
      await shared.tags.sync()
      const bytes = await shared.store.getBuffer(redisKey(key))
      const stored = bytes ? decodeEntry(bytes) : undefined
      const seen = mirror.get(key)?.entry
      // Redis's copy, unless this instance holds a newer one (a write Redis missed).
      let newest = seen
      if (
        bytes &&
        isEntry(stored) &&
        (seen?.lastModified ?? -Infinity) < (stored.lastModified ?? 0)
      ) {
        mirror.set(key, { entry: stored, bytes: bytes.length })
        newest = stored
      }
      if (newest && !tagsExpired(newest)) return newest
    }
    const found = await this.files.get(key, ctx)
    if (found) void archive?.asked(key).catch(() => {})
    return found
  }

  /** @type {CacheHandler['set']} */
  async set(key, data, ctx) {
    if (!this.files) return
    await this.files.set(key, data, ctx)
    // Counted once written; the files of pages asked least recently go past the bound.
    if (data) void archive?.written(key).catch(() => {})
    const shared = sharedCache()
    if (!shared || !data) return
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined
    const entry = { value: data, lastModified: Date.now(), cacheControl }
    const bytes = encodeEntry(entry)
    mirror.set(key, { entry, bytes: bytes.length })
    await shared.store.setBuffer(redisKey(key), bytes, ttlSeconds(cacheControl?.expire))
  }

  /** @type {CacheHandler['revalidateTag']} */
  async revalidateTag(tags, durations) {
    if (!this.files) return
    await this.files.revalidateTag(tags, durations)
    await sharedCache()?.tags.publish(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {
    this.files?.resetRequestCache()
  }
}
