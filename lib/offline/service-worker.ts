/// <reference lib="webworker" />
// The service worker (bundled to public/sw.js by scripts/build-worker.ts). A reader gets it only
// when they first save a story (components/offline). Online it never answers a page from a cache:
// pages go to the network, and only when that fails does it answer from what the reader saved,
// or with the offline page. It keeps nothing by itself except the RSC payloads a saved story's
// own pages fetch (the photo viewer's), and nothing the server marks private or no-store.
import { LITE_SCRIPT_STEM } from '@/lib/lite/script-name.mjs'
import {
  FILES_CACHE,
  META_PATH,
  SHARED_PATH,
  SHELL_CACHE,
  isKeepable,
  isPassThrough,
  isSavedCacheName,
  packKept,
  packed,
  photoGroup,
  pruneFiles,
  recordShared,
  staticFiles,
  unpacked,
  type SavedStory,
} from '@/lib/offline/offline-caches'
import {
  homeVariant,
  offlinePagePath,
  otherVariantPath,
  savedPagePath,
} from '@/lib/offline/offline-paths'

declare const self: ServiceWorkerGlobalScope
/** A new one with each build (scripts/build-worker.ts): the browser then installs it. */
declare const WORKER_BUILD: string

self.addEventListener('install', () => {
  // A new build's worker takes over at once: pages are the network's, so nothing old is kept.
  void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable()
      await refreshShell()
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('message', (event) => {
  // A story saved or removed: which pages' payloads to keep is read again, the pages just kept
  // are compressed, and the build files no story needs any longer go.
  if (event.data !== 'saved-changed') return
  savedPages = null
  const done = packKept()
    .then(pruneFiles)
    .then(recordShared)
    // The page that asked waits for this (keep-story.ts's tidied).
    .finally(() => event.ports[0]?.postMessage('tidied'))
  event.waitUntil(done)
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  const sameOrigin = url.origin === self.location.origin
  if (sameOrigin && isPassThrough(url.pathname)) return
  if (request.mode === 'navigate') event.respondWith(page(event))
  else if (request.headers.get('rsc') === '1') event.respondWith(payload(event))
  else if (isImmutable(url, request)) event.respondWith(keptFirst(request))
  else if (sameOrigin) event.respondWith(networkFirst(request))
})

/** Hashed build files and photographs never change at an address: a kept copy is as good. */
function isImmutable(url: URL, request: Request): boolean {
  return (
    url.pathname.startsWith('/_next/static/') ||
    url.pathname.startsWith(`/${LITE_SCRIPT_STEM}`) ||
    request.destination === 'image'
  )
}

/** A kept copy; a photograph's whatever the request's headers (an <img> and a fetch differ). */
const keptCopy = (request: Request) =>
  caches.match(request, { ignoreVary: request.destination === 'image' })

async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined
    return preloaded ?? (await fetch(event.request))
  } catch {
    return (await offlineAnswer(new URL(event.request.url).pathname)) ?? Response.error()
  }
}

/** A kept page at `path`, or at its other variant's address (data saver's, or the full one's). */
async function keptPage(path: string): Promise<Response | undefined> {
  const kept =
    (await caches.match(path, { ignoreSearch: true })) ??
    (await caches.match(otherVariantPath(path), { ignoreSearch: true }))
  return kept && unpacked(kept)
}

/**
 * What a page the network cannot give is answered with: the page itself if it was kept (in
 * either variant: data saver's cookie sends the reader between them); from the home screen, the
 * saved stories; else the offline page, in the page's language if one was kept, else in the
 * language the reader saved in.
 */
async function offlineAnswer(pathname: string): Promise<Response | undefined> {
  const kept = await keptPage(pathname)
  if (kept) return kept
  const home = homeVariant(pathname)
  const saved = home && (await keptPage(savedPagePath(home.locale, home.mode)))
  if (saved) return saved
  const offline = await keptPage(offlinePagePath(pathname))
  if (offline) return offline
  const shell = await caches.open(SHELL_CACHE)
  for (const request of await shell.keys()) {
    const path = new URL(request.url).pathname
    const kept = offlinePagePath(path) === path ? await shell.match(request) : undefined
    if (kept) return unpacked(kept)
  }
  return undefined
}

/** The router's RSC requests: kept as they pass when they are a saved story's pages'. */
async function payload(event: FetchEvent): Promise<Response> {
  const { request } = event
  try {
    const response = await fetch(request)
    const cache = await savedCacheFor(new URL(request.url).pathname)
    if (cache && isKeepable(response)) {
      event.waitUntil(cache.put(request, packed(response.clone())))
    }
    return response
  } catch {
    // None kept for exactly this request: Next then loads the page itself, which is kept.
    const kept = await caches.match(request)
    return kept ? unpacked(kept) : Response.error()
  }
}

async function keptFirst(request: Request): Promise<Response> {
  const kept = await keptCopy(request)
  if (kept) return kept
  try {
    return await fetch(request)
  } catch (error) {
    // A photograph kept at another width (a story keeps one for its page and its photographs'
    // pages, or the screen turned): in the same shape if one is kept, else any, rather than none.
    if (request.destination === 'image') {
      const other = await keptPhotograph(request)
      if (other) return other
    }
    throw error
  }
}

/** Any kept file of the photograph `request` asks for: one of its shape first. */
async function keptPhotograph(request: Request): Promise<Response | undefined> {
  const group = photoGroup(request.url)
  let any: Response | undefined
  for (const name of await caches.keys()) {
    const files = await (
      await caches.open(name)
    ).matchAll(request, {
      ignoreSearch: true,
      ignoreVary: true,
    })
    const same = files.find((file) => photoGroup(file.url) === group)
    if (same) return same
    any ??= files[0]
  }
  return any
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (error) {
    const kept = await caches.match(request)
    if (kept) return unpacked(kept)
    throw error
  }
}

let savedPages: Promise<Map<string, string>> | null = null

/** The cache of the saved story a page belongs to, if any. */
async function savedCacheFor(pathname: string): Promise<Cache | null> {
  savedPages ??= readSavedPages()
  const name = (await savedPages).get(pathname)
  return name ? caches.open(name) : null
}

async function readSavedPages(): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  for (const name of (await caches.keys()).filter(isSavedCacheName)) {
    const meta = await (await caches.open(name)).match(META_PATH)
    const story = meta && ((await meta.json()) as SavedStory)
    for (const path of story?.pages ?? []) pages.set(path, name)
  }
  return pages
}

/**
 * The offline and saved pages, fetched again for this build (their scripts are this build's).
 * Offline, the old ones stay: a reader on the bus keeps a working list.
 */
async function refreshShell(): Promise<void> {
  const shell = await caches.open(SHELL_CACHE)
  const stamp = await shell.match('/__build')
  if (stamp && (await stamp.text()) === WORKER_BUILD) return
  const pages = (await shell.keys())
    .map((request) => new URL(request.url).pathname)
    // Its pages, not its records (nor an older worker's build files, kept here before).
    .filter((path) => !path.startsWith('/_next/') && path !== '/__build' && path !== SHARED_PATH)
  try {
    const fresh = await Promise.all(pages.map((path) => fetchKeepable(path)))
    // The build's files are kept once for all (FILES_CACHE): only those not kept yet.
    const shared = await caches.open(FILES_CACHE)
    const files = [...new Set(fresh.flatMap(([, html]) => staticFiles(html)))]
    const missing = (
      await Promise.all(files.map(async (file) => ((await shared.match(file)) ? null : file)))
    ).filter((file) => file !== null)
    const assets = await Promise.all(missing.map((file) => fetchKeepable(file)))
    for (const [path, , response] of assets) await shared.put(path, response)
    for (const key of await shell.keys()) await shell.delete(key)
    for (const [path, , response] of fresh) await shell.put(path, packed(response))
    await shell.put('/__build', new Response(WORKER_BUILD))
    // The old build's files no saved story and no shell page names any longer.
    await pruneFiles()
    await recordShared()
  } catch {
    // Offline or a failed fetch: the shell stays as it was, and the next worker tries again.
  }
}

async function fetchKeepable(path: string): Promise<[string, string, Response]> {
  const response = await fetch(path, { cache: 'no-cache' })
  if (!isKeepable(response)) throw new Error(`${path} cannot be kept`)
  const text = response.headers.get('content-type')?.includes('text/html')
    ? await response.clone().text()
    : ''
  return [path, text, response]
}
