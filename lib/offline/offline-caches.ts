// What the site keeps for reading offline, shared by the page (which saves) and the service
// worker (which serves): Cache Storage only, one cache per saved story, so removing a story is
// deleting its cache and its size is its own entries'.
import { LITE_SCRIPT_STEM } from '@/lib/lite/script-name.mjs'

/** The worker's address: fixed, so the browser checks it for a new build on each visit. */
export const WORKER_PATH = '/sw.js'

const SAVED_PREFIX = 'ruum-saved:'

/** The pages a saved story's offline page and list need: refreshed by each new worker. */
export const SHELL_CACHE = 'ruum-shell'

/**
 * The build's files (scripts, styles, fonts) the kept pages name, each kept once for every saved
 * story and the shell: their hashed addresses never change, and a second story of the same build
 * needs no new one.
 */
export const FILES_CACHE = 'ruum-files'

/** Inside a story's cache: what /saved lists, as JSON. */
export const META_PATH = '/__saved-story.json'

/** Inside the shell's cache: what the stories share (the shell and FILES_CACHE), `{ bytes }`. */
export const SHARED_PATH = '/__shared.json'

/** A saved story as /saved lists it. `path` is the page's own address (language, data saver). */
export type SavedStory = {
  path: string
  title: string
  /** The cover photograph's address, in the story's cache. */
  cover: string | null
  /** The story's language, for its title's `lang`. */
  language: string
  savedAt: string
  /** Every page, photograph and file kept for it, in bytes. */
  bytes: number
  /** Its pages: the story and each photograph's page. */
  pages: string[]
  /** The build files its pages need, kept in FILES_CACHE (none listed: saved before it was). */
  files?: string[]
  /** While it is being saved: not listed yet, but its pages' payloads are kept. */
  pending?: boolean
}

export const savedCacheName = (path: string) => `${SAVED_PREFIX}${path}`

export const isSavedCacheName = (name: string) => name.startsWith(SAVED_PREFIX)

/**
 * Whether a response may be kept: a whole, successful, unredirected answer the server did not mark
 * private or no-store. Draft mode's pages are `private, no-store`, so nothing of a draft is ever kept.
 */
export function isKeepable(response: Response): boolean {
  // A followed redirect (a full page data saver's cookie sent on to its lite one): a browser
  // refuses a redirected answer to a page load, so kept it would be an error offline.
  if (!response.ok || response.status !== 200 || response.type === 'opaque') return false
  if (response.redirected) return false
  const cacheControl = response.headers.get('cache-control') ?? ''
  return !/\b(no-store|private)\b/i.test(cacheControl)
}

/** A build file's address in HTML: Next's, or data saver's script's. */
const STATIC_FILE = new RegExp(
  `/(?:_next/static/|${LITE_SCRIPT_STEM.replaceAll('.', '\\.')})[^"'\\s<>()\\\\]+`,
  'g',
)

/**
 * The build's files a page's HTML names (scripts, styles, fonts, data saver's script): each is
 * immutable.
 */
export function staticFiles(html: string): string[] {
  return [...new Set(html.match(STATIC_FILE) ?? [])]
}

/** Whether a path is one the worker must never answer or keep: the Studio and the API. */
export const isPassThrough = (pathname: string) =>
  pathname === '/studio' || pathname.startsWith('/studio/') || pathname.startsWith('/api/')

/** Marks a kept page or payload stored compressed (packed): the worker unpacks it to answer. */
const PACKED = 'x-ruum-packed'

const isText = (response: Response) =>
  /^text\/(html|x-component)\b/.test(response.headers.get('content-type') ?? '')

/**
 * A page or payload as it is kept: gzipped where the browser can (the Cache API keeps bodies as
 * they were read, and an HTML page is five to eight times its compressed size), so the pages a
 * story needs cost a small part of its photographs. Anything else as it is.
 */
export function packed(response: Response): Response {
  if (!isText(response) || !response.body || typeof CompressionStream === 'undefined') {
    return response
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  headers.set(PACKED, 'gzip')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** A kept response as the page asked for it: a packed one unpacked. */
export function unpacked(response: Response): Response {
  if (response.headers.get(PACKED) !== 'gzip' || !response.body) return response
  const headers = new Headers(response.headers)
  headers.delete(PACKED)
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * One photograph in one shape: its address without the width (`w`, and `h` that follows it),
 * with its shape. Two files of a group differ only in size: one kept serves both.
 */
export function photoGroup(href: string): string {
  const url = new URL(href, 'https://kept.invalid')
  const width = Number(url.searchParams.get('w'))
  const height = Number(url.searchParams.get('h'))
  url.searchParams.delete('w')
  url.searchParams.delete('h')
  url.searchParams.sort()
  const shape = width > 0 && height > 0 ? (width / height).toFixed(2) : ''
  return `${url.origin}${url.pathname}?${url.searchParams.toString()}&shape=${shape}`
}

const pathOfFile = (file: string) => new URL(file, 'https://kept.invalid').pathname

/**
 * Removes from FILES_CACHE the build files no saved story and no shell page names any longer
 * (a story removed, a new build's shell): what stays is what some kept page needs. A story
 * saved before stories shared their files keeps its own in its cache, and names none here.
 */
export async function pruneFiles(): Promise<void> {
  const needed = new Set<string>()
  for (const name of (await caches.keys()).filter(isSavedCacheName)) {
    const meta = await (await caches.open(name)).match(META_PATH)
    const story = meta && ((await meta.json()) as SavedStory)
    // A story being saved keeps files it has not named yet: nothing goes until it is whole.
    if (story?.pending) return
    for (const file of story?.files ?? []) needed.add(pathOfFile(file))
  }
  const shell = await caches.open(SHELL_CACHE)
  for (const request of await shell.keys()) {
    const page = await shell.match(request)
    if (!page || !isText(page)) continue
    for (const file of staticFiles(await unpacked(page).text())) needed.add(pathOfFile(file))
  }
  const shared = await caches.open(FILES_CACHE)
  for (const request of await shared.keys()) {
    if (!needed.has(pathOfFile(request.url))) await shared.delete(request)
  }
}

/**
 * A saved photograph's page as it is kept: without the framework's scripts and the page again as
 * React's payload (two thirds of it). Offline it needs neither: its previous, next and way back
 * are plain links, and the viewer over the story runs from the story's page, kept whole. Data
 * saver's are so already; our own scripts (`data-lite`) stay.
 */
async function withoutScripts(response: Response): Promise<Response> {
  if (!/^text\/html\b/.test(response.headers.get('content-type') ?? '')) return response
  const html = (await response.text()).replace(
    /<script\b(?![^>]*\bdata-lite\b)[^>]*>[\s\S]*?<\/script>/g,
    '',
  )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html, { status: response.status, headers })
}

/**
 * Compresses (packed) the pages and payloads of every story saved in full, and of the shell,
 * that are not yet, and writes each story's size again: the page that saves keeps them as they
 * came, and the worker does this after, so data saver's small script need not.
 */
export async function packKept(): Promise<void> {
  for (const name of [SHELL_CACHE, ...(await caches.keys()).filter(isSavedCacheName)]) {
    const cache = await caches.open(name)
    const meta = await cache.match(META_PATH)
    const story = meta && ((await meta.json()) as SavedStory)
    // Still being saved: left as it is until it is whole.
    if (story?.pending) continue
    let bytes = 0
    for (const request of await cache.keys()) {
      let response = await cache.match(request)
      if (!response || request.url.endsWith(META_PATH)) continue
      if (isText(response) && !response.headers.has(PACKED)) {
        const { pathname } = new URL(request.url)
        const photoPage = story && pathname !== story.path
        await cache.put(request, packed(photoPage ? await withoutScripts(response) : response))
        response = await cache.match(request)
      }
      bytes += response ? (await response.blob()).size : 0
    }
    if (story) await cache.put(META_PATH, Response.json({ ...story, bytes }))
  }
}

/** Writes down what the saved stories share (SHARED_PATH), for the saved lists to add. */
export async function recordShared(): Promise<void> {
  let bytes = 0
  for (const name of [SHELL_CACHE, FILES_CACHE]) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      if (request.url.endsWith(SHARED_PATH)) continue
      bytes += (await (await cache.match(request))?.blob())?.size ?? 0
    }
  }
  await (await caches.open(SHELL_CACHE)).put(SHARED_PATH, Response.json({ bytes }))
}
