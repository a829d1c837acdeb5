// @ts-check
// The rendered archive on this instance's disk, kept within a bound. Pages the build did not
// prerender (most stories and their photo pages, in every language and both variants) are
// rendered on first request and written by Next's file-system cache under `route-cache/`, about
// 280 kB a page: at 5,000 stories that is tens of GB. Here each such entry is counted as it is
// written and touched as it is read; past ARCHIVE_DISK_MB, the entry asked least recently has its
// files removed, and is rendered again if someone asks for it. The build's own pages are a fixed
// set, overwritten in place, and not counted. Plain JavaScript: Next loads its cache handler
// unbundled (page-cache-handler.mjs).
import { lstat, readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { LRUCache } from 'lru-cache'

/** Next's folder for pages rendered after the build (its ROUTE_CACHE_DIRECTORY). */
export const ARCHIVE_DIRECTORY = 'route-cache'

/** The default bound: about 7,000 rendered pages, a tenth of a small server's 20 GB disk. */
export const DEFAULT_ARCHIVE_DISK_MB = 2048

/**
 * The bound in bytes, from ARCHIVE_DISK_MB (whole megabytes, at least 16).
 * @param {string | undefined} value
 */
export function archiveDiskBytes(value = process.env.ARCHIVE_DISK_MB) {
  if (value === undefined || value.trim() === '') return DEFAULT_ARCHIVE_DISK_MB * 1024 * 1024
  const megabytes = Number(value)
  if (!Number.isInteger(megabytes) || megabytes < 16) {
    throw new Error(
      `ARCHIVE_DISK_MB must be a whole number of megabytes, at least 16 (got "${value}").`,
    )
  }
  return megabytes * 1024 * 1024
}

/**
 * Bytes under `entry`, a file or a folder (a page's `.segments`).
 * @param {string} entry
 * @returns {Promise<number>}
 */
async function bytesUnder(entry) {
  const stats = await lstat(entry).catch(() => undefined)
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.size
  const names = await readdir(entry).catch(() => [])
  let bytes = 0
  for (const name of names) bytes += await bytesUnder(path.join(entry, name))
  return bytes
}

/**
 * The files of the cache entry at `file` (its key's path on disk): `x.html`, `x.rsc`, `x.meta`,
 * `x.segments/`, `x.body`; never a page below it (`x/photos/2.html`).
 * @param {string} file
 */
async function filesOf(file) {
  const folder = path.dirname(file)
  const prefix = `${path.basename(file)}.`
  const names = await readdir(folder).catch(() => [])
  return names.filter((name) => name.startsWith(prefix)).map((name) => path.join(folder, name))
}

/**
 * The bound over `serverDistDir`'s archive. `asked` and `written` take Next's cache keys; a key
 * outside the archive is ignored.
 * @param {{ serverDistDir: string, maxBytes?: number }} options
 */
export function archiveBound({ serverDistDir, maxBytes = archiveDiskBytes() }) {
  const root = path.resolve(serverDistDir)
  const prefix = `/${ARCHIVE_DIRECTORY}/`
  /** Whether `key` is a page of the archive (and stays inside it). @param {string} key */
  const archived = (key) => key.startsWith(prefix) && !key.includes('..')
  /** @param {string} key */
  const fileOf = (key) => path.join(root, key)

  /** @type {LRUCache<string, number>} Each archived key's bytes on disk, least recently asked first out. */
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, key, reason) => {
      // Pushed out, not replaced by a newer write of the same page.
      if (reason === 'evict') void remove(key)
    },
  })

  /** @param {string} key */
  async function remove(key) {
    for (const file of await filesOf(fileOf(key))) await rm(file, { recursive: true, force: true })
  }

  /** @param {string} key */
  async function measure(key) {
    let bytes = 0
    for (const file of await filesOf(fileOf(key))) bytes += await bytesUnder(file)
    return bytes
  }

  /**
   * What an earlier run of this instance left in the archive, oldest first, so the bound holds
   * from the start.
   */
  async function scan() {
    /** @type {Map<string, { bytes: number, time: number }>} */
    const found = new Map()
    /** @param {string} folder */
    const walk = async (folder) => {
      const names = await readdir(folder, { withFileTypes: true }).catch(() => [])
      for (const entry of names) {
        const full = path.join(folder, entry.name)
        const dot = entry.name.indexOf('.')
        if (dot === -1) {
          if (entry.isDirectory()) await walk(full)
          continue
        }
        const key = `/${path.relative(root, path.join(folder, entry.name.slice(0, dot)))}`
        const stats = await lstat(full).catch(() => undefined)
        if (!stats) continue
        const seen = found.get(key) ?? { bytes: 0, time: 0 }
        seen.bytes += entry.isDirectory() ? await bytesUnder(full) : stats.size
        seen.time = Math.max(seen.time, stats.mtimeMs)
        found.set(key, seen)
      }
    }
    await walk(path.join(root, ARCHIVE_DIRECTORY))
    const oldestFirst = [...found].sort(([, a], [, b]) => a.time - b.time)
    for (const [key, { bytes }] of oldestFirst) {
      if (!entries.has(key)) entries.set(key, bytes)
    }
  }

  const ready = scan()

  /**
   * Keys read with no files of their own on disk (one this bound removed, still in Next's
   * memory): measured once, not on every read. Forgotten when the key is written again.
   * @type {LRUCache<string, true>}
   */
  const empty = new LRUCache({ max: 10_000 })

  /** @param {string} key */
  async function count(key) {
    await ready
    const bytes = await measure(key)
    if (bytes > 0) entries.set(key, bytes)
    else empty.set(key, true)
  }

  return {
    /**
     * A read of `key`: it is now the most recently asked. One not counted yet is measured: Next
     * also writes an archive entry as it reads one (a prerendered page copied in as a seed).
     * @param {string} key
     */
    async asked(key) {
      if (!archived(key) || entries.get(key) !== undefined || empty.has(key)) return
      await count(key)
    },
    /** `key` was written to disk: counted, and the least recently asked removed past the bound. @param {string} key */
    async written(key) {
      if (!archived(key)) return
      empty.delete(key)
      await count(key)
    },
    /** The bytes counted now. */
    get bytes() {
      return entries.calculatedSize
    },
    ready,
  }
}
