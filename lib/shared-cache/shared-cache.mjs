// @ts-check
// What both cache handlers share in one process when REDIS_URL is set: the Redis store and the
// shared tags. Without REDIS_URL this is undefined and each handler is Next's own.
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { sharedStore } from './redis-store.mjs'
import { createSharedTags } from './shared-tags.mjs'

/** Next's per-process record of revalidated tags, which its caches read (one module instance). */
export const { tagsManifest, areTagsExpired, areTagsStale } = tagsManifestModule

/** @type {{ store: import('./redis-store.mjs').RedisStore, tags: ReturnType<typeof createSharedTags> } | undefined} */
let shared

export function sharedCache() {
  const store = sharedStore()
  if (!store) return undefined
  shared ??= { store, tags: createSharedTags(store, tagsManifest) }
  return shared
}
