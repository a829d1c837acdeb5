// What the site keeps for reading offline, shared by the page (which saves) and the service
// worker (which serves): Cache Storage only, one cache per saved story, so removing a story is
// deleting its cache and its size is its own entries'.

/** The worker's address: fixed, so the browser checks it for a new build on each visit. */
export const WORKER_PATH = '/sw.js'

const SAVED_PREFIX = 'ruum-saved:'

/** The pages a saved story's offline page and list need: refreshed by each new worker. */
export const SHELL_CACHE = 'ruum-shell'

/** Inside a story's cache: what /saved lists, as JSON. */
export const META_PATH = '/__saved-story.json'

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

/**
 * The build's files a page's HTML names (scripts, styles, fonts, data saver's script): each is
 * immutable.
 */
export function staticFiles(html: string): string[] {
  return [...new Set(html.match(/\/(?:_next\/static\/|ruum-lite\.)[^"'\s<>()\\]+/g) ?? [])]
}

/** Whether a path is one the worker must never answer or keep: the Studio and the API. */
export const isPassThrough = (pathname: string) =>
  pathname === '/studio' || pathname.startsWith('/studio/') || pathname.startsWith('/api/')
