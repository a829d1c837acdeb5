// Saving a story for offline reading, in the page the reader pressed Save on: its page and each
// photograph's page, the build files they name, and the photographs at the widths this screen
// picks, into the story's own cache; then the service worker keeps the RSC payloads the router
// fetches for its photo pages as they pass. Loaded only when a reader presses Save.
import {
  META_PATH,
  SHELL_CACHE,
  WORKER_PATH,
  isKeepable,
  savedCacheName,
  staticFiles,
  type SavedStory,
} from '@/lib/offline/offline-caches'
import { forgetWorkerIfNoneSaved } from '@/lib/offline/saved-store'

export type StoryToSave = {
  /** The story page's address as the reader has it (its language and variant). */
  path: string
  title: string
  language: string
  /** Each photograph's page, in the viewer's order. */
  photoPages: string[]
  /** The offline and saved pages in the reader's language. */
  shellPages: string[]
}

export type Progress = { done: number; total: number }

/** Draft mode's pages, a failed request, or a full disk: nothing of the story is left behind. */
export class SaveError extends Error {}

/** At most this many requests at once: a phone's connection is not made faster by more. */
const PARALLEL = 4

async function inTurn<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker))
}

async function fetchKeepable(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init)
  if (!isKeepable(response)) throw new SaveError(`${url}: ${response.status}, not keepable`)
  return response
}

/** The service worker, registered now if this is the reader's first save, controlling the page. */
async function workerInControl(): Promise<void> {
  await navigator.serviceWorker.register(WORKER_PATH, { scope: '/', updateViaCache: 'none' })
  await navigator.serviceWorker.ready
  if (navigator.serviceWorker.controller) return
  // The new worker claims open pages as it activates.
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })
  })
}

/** The file the browser picks for an <img> of `html` on this screen (its srcset and sizes). */
function pickedFile(img: HTMLImageElement): Promise<string | null> {
  const probe = new Image()
  if (img.sizes) probe.sizes = img.sizes
  if (img.srcset) probe.srcset = img.getAttribute('srcset') ?? ''
  probe.src = img.getAttribute('src') ?? ''
  return probe.decode().then(
    () => probe.currentSrc || null,
    () => null,
  )
}

/** The photographs a page's HTML shows, as this screen loads them. */
async function photographs(html: string, base: string): Promise<string[]> {
  const images = [...new DOMParser().parseFromString(html, 'text/html').images].filter(
    (img) => img.getAttribute('src') && !img.getAttribute('src')?.startsWith('data:'),
  )
  const files: string[] = []
  await inTurn(images, async (img) => {
    const file = await pickedFile(img)
    if (file) files.push(new URL(file, base).href)
  })
  return files
}

/** The build files a page has loaded so far (code split off, fonts) beside those it names. */
const loadedFiles = (performance: Performance) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_next/static/'))
    .map((url) => url.pathname)

const bytesOf = async (response: Response) => (await response.clone().blob()).size

/** Waits until `done` holds, checking each frame; false after `ms`. */
async function until(done: () => boolean, ms = 15_000): Promise<boolean> {
  const end = performance.now() + ms
  while (!done()) {
    if (performance.now() > end) return false
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  return true
}

/**
 * Opens each photograph of the story in its viewer, in a hidden frame, as a reader would: the
 * router's requests (which depend on the page they start from, so they cannot be made up) pass
 * through the worker, which keeps them. Back to the story between photographs, as the viewer's
 * Close does. Returns the build files the frame loaded (the viewer's code). A photograph whose
 * viewer does not open in time is left to the page load the router falls back to offline.
 */
async function recordNavigations(
  storyPath: string,
  photoPages: string[],
  step: () => void,
): Promise<string[]> {
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.style.cssText =
    'position:fixed;inset:0;width:100%;height:100%;visibility:hidden;pointer-events:none;z-index:-1'
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
  frame.src = storyPath
  document.body.append(frame)
  try {
    await loaded
    const win = frame.contentWindow
    const doc = frame.contentDocument
    if (!win || !doc) return []
    // Hydrated: the frame's own Save button works (before that, a click would load a page).
    await until(() => Boolean(doc.querySelector('[data-save-story] button:not([disabled])')))
    const dialog = () => doc.querySelector('dialog[open]')
    for (const href of photoPages) {
      // (In data saver mode, a photograph below the first screen has no link until tapped.)
      const link = doc.querySelector<HTMLAnchorElement>(
        `a[data-photo-link][href="${CSS.escape(href)}"]`,
      )
      link?.click()
      if (link && (await until(() => win.location.pathname === href && Boolean(dialog())))) {
        win.history.back()
        await until(() => win.location.pathname === storyPath && !dialog())
      }
      step()
    }
    return loadedFiles(win.performance)
  } finally {
    frame.remove()
  }
}

/**
 * Saves the story: its pages, the payloads its viewer opens with, its photographs and the build
 * files they need. Calls `onProgress` as they arrive.
 */
export async function saveStory(
  story: StoryToSave,
  onProgress: (progress: Progress) => void,
): Promise<SavedStory> {
  await workerInControl()
  const name = savedCacheName(story.path)
  const cache = await caches.open(name)
  try {
    // Recorded by the worker as they pass (lib/offline/service-worker.ts reads the record).
    const pages = [story.path, ...story.photoPages]
    const record: SavedStory = {
      path: story.path,
      title: story.title,
      cover: null,
      language: story.language,
      savedAt: new Date().toISOString(),
      bytes: 0,
      pages,
    }
    // The pages, each photograph opened in a viewer, and the offline pages; then the files.
    const progress = {
      done: 0,
      total: pages.length + story.photoPages.length + story.shellPages.length,
    }
    onProgress({ ...progress })
    const step = () => {
      progress.done += 1
      onProgress({ ...progress })
    }

    const htmls = new Map<string, string>()
    await inTurn(pages, async (page) => {
      const response = await fetchKeepable(page, { cache: 'no-cache' })
      htmls.set(page, await response.clone().text())
      await cache.put(page, response)
      step()
    })
    // The worker now keeps the router's requests for these pages as they pass (a pending record
    // names them): the payload each photograph's viewer opens with.
    await cache.put(META_PATH, Response.json({ ...record, pending: true }))
    navigator.serviceWorker.controller?.postMessage('saved-changed')
    const framed = await recordNavigations(story.path, story.photoPages, step)

    const storyHtml = htmls.get(story.path) ?? ''
    const [cover, ...photos] = await photographs(storyHtml, location.href)
    record.cover = cover ?? null
    const shown = new Set([...(cover ? [cover] : []), ...photos])
    for (const page of story.photoPages) {
      for (const photo of await photographs(htmls.get(page) ?? '', location.href)) shown.add(photo)
    }
    const files = new Set([
      ...[...htmls.values()].flatMap(staticFiles),
      ...loadedFiles(performance),
      ...framed,
    ])
    const downloads = [...files, ...shown]
    progress.total += downloads.length
    onProgress({ ...progress })

    await inTurn(downloads, async (url) => {
      const sameOrigin = new URL(url, location.href).origin === location.origin
      await cache.put(url, await fetchKeepable(url, sameOrigin ? {} : { mode: 'cors' }))
      step()
    })

    const shell = await caches.open(SHELL_CACHE)
    await inTurn(story.shellPages, async (page) => {
      const response = await fetchKeepable(page, { cache: 'no-cache' })
      const html = await response.clone().text()
      await shell.put(page, response)
      for (const file of staticFiles(html)) {
        if (!(await shell.match(file))) await shell.put(file, await fetchKeepable(file))
      }
      step()
    })

    let bytes = 0
    for (const request of await cache.keys()) {
      const response = await cache.match(request)
      if (response) bytes += await bytesOf(response)
    }
    const saved = { ...record, bytes }
    await cache.put(META_PATH, Response.json(saved))
    return saved
  } catch (error) {
    await caches.delete(name)
    await forgetWorkerIfNoneSaved()
    throw error instanceof SaveError ? error : new SaveError(String(error))
  }
}
