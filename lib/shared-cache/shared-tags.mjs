// @ts-check
// Revalidated tags, shared. Next keeps, per process, when each tag was last made stale or
// expired (its "tags manifest"), and both its caches judge every entry against it. A webhook
// lands on one instance; this copies what it changed into one Redis hash and, on the others,
// brings the hash back into their own manifest, so a publish reaches every instance.

/** The hash (under the store's prefix) of tag → "stale,expired" timestamps. */
export const TAGS_HASH = 'tags'
/** An instance looks for new revalidations at most this often (one small GET when none). */
export const SYNC_INTERVAL_MS = 250

/** @typedef {{ stale?: number, expired?: number }} TagEntry */
/** @typedef {Pick<Map<string, TagEntry>, 'get' | 'set'>} TagsManifest */

/** @param {TagEntry} entry @returns {string} */
export function encodeTagEntry({ stale, expired }) {
  return `${stale ?? ''},${expired ?? ''}`
}

/** @param {string} text @returns {TagEntry} what the text holds; nothing for a stranger's text. */
export function decodeTagEntry(text) {
  const [stale, expired] = text.split(',').map((part) => (part === '' ? NaN : Number(part)))
  /** @type {TagEntry} */
  const entry = {}
  if (Number.isFinite(stale)) entry.stale = stale
  if (Number.isFinite(expired)) entry.expired = expired
  return entry
}

/** @param {number | undefined} a @param {number | undefined} b */
const later = (a, b) => (a === undefined ? b : b === undefined ? a : Math.max(a, b))

/** The later of each timestamp: a revalidation seen anywhere is never undone. */
/** @param {TagEntry | undefined} local @param {TagEntry} remote @returns {TagEntry} */
export function mergeTagEntry(local, remote) {
  /** @type {TagEntry} */
  const merged = {}
  const stale = later(local?.stale, remote.stale)
  const expired = later(local?.expired, remote.expired)
  if (stale !== undefined) merged.stale = stale
  if (expired !== undefined) merged.expired = expired
  return merged
}

/**
 * @param {Pick<import('./redis-store.mjs').RedisStore, 'writeTags' | 'tagsVersion' | 'readTags'>} store
 * @param {TagsManifest} manifest
 * @param {{ now?: () => number }} [options]
 */
export function createSharedTags(store, manifest, { now = Date.now } = {}) {
  /** Tags changed here that Redis has not taken yet (it was away): sent with the next write. */
  const unsent = new Set()
  /** @type {string | undefined} */
  let seenVersion
  let lastSync = -Infinity
  /** @type {Promise<void> | undefined} */
  let syncing

  /** Sends this process's entries for `tags` (and any left over from an outage). */
  async function publish(/** @type {readonly string[]} */ tags) {
    for (const tag of tags) unsent.add(tag)
    /** @type {Record<string, string>} */
    const fields = {}
    for (const tag of unsent) {
      const entry = manifest.get(tag)
      if (entry) fields[tag] = encodeTagEntry(entry)
    }
    if (Object.keys(fields).length === 0) return
    const written = await store.writeTags(TAGS_HASH, fields)
    if (written !== undefined) unsent.clear()
  }

  async function pull() {
    if (unsent.size > 0) await publish([])
    const version = await store.tagsVersion(TAGS_HASH)
    if (version === undefined || version === seenVersion) return
    const fields = await store.readTags(TAGS_HASH)
    if (fields === undefined) return
    for (const [tag, text] of Object.entries(fields)) {
      manifest.set(tag, mergeTagEntry(manifest.get(tag), decodeTagEntry(text)))
    }
    seenVersion = version
  }

  /** Brings other instances' revalidations in, at most every SYNC_INTERVAL_MS; shared. */
  function sync() {
    if (syncing) return syncing
    if (now() - lastSync < SYNC_INTERVAL_MS) return Promise.resolve()
    lastSync = now()
    syncing = pull().finally(() => {
      syncing = undefined
    })
    return syncing
  }

  return { publish, sync }
}
