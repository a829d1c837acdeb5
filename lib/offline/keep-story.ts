// Keeping a story for offline reading, in the page the reader pressed Save on, whichever variant
// it is: its pages (compressed) and its own photographs, each once at the width its page picks on
// this screen, into the story's own cache; the build files they name once for every story (FILES_CACHE); the offline
// and saved pages beside them. The full site's save
// (save-story.ts) adds its viewer's payloads; data saver's script (lib/lite) the photographs its
// page has not drawn yet (tapped open, or not). No framework: data saver's script bundles it.
import {
  FILES_CACHE,
  META_PATH,
  SHELL_CACHE,
  WORKER_PATH,
  isKeepable,
  savedCacheName,
  staticFiles,
  type SavedStory,
} from '@/lib/offline/offline-caches'
import { forgetWorkerIfNoneSaved, isSaved, tidied } from '@/lib/offline/saved-store'

export type StoryToSave = {
  /** The story page's address as the reader has it (its language and variant). */
  path: string
  title: string
  language: string
  /** Each photograph's page kept with it, in the viewer's order. */
  photoPages: string[]
  /** The offline and saved pages in the reader's language. */
  shellPages: string[]
}

export type Progress = { done: number; total: number }

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
  // Draft mode's pages, a failed request: nothing of the story is left behind (keepStory).
  if (!isKeepable(response)) throw new Error(url)
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

/**
 * The file the browser picks for an <img> of `html` on this screen: from its <picture>'s first
 * <source> whose media matches (a dense screen's), else its own srcset and sizes.
 */
function pickedFile(img: HTMLImageElement): Promise<string | null> {
  const probe = new Image()
  // (An empty media matches every screen.)
  const files =
    [...(img.parentElement ?? img).querySelectorAll('source')].find(
      ({ media }) => matchMedia(media).matches,
    ) ?? img
  probe.sizes = files.sizes
  probe.srcset = files.srcset
  probe.src = img.getAttribute('src') ?? ''
  return probe.decode().then(
    () => probe.currentSrc || null,
    () => null,
  )
}

/** The story's own photographs in a page's HTML: behind its photo links, in its figures. */
const OWN_PHOTOGRAPHS = 'a[data-photo-link] img, main figure img'

/**
 * The story's own photographs a page's HTML shows, as this screen loads them: not the other
 * stories' cards and thumbnails around it, which offline wait on their colour.
 */
async function photographs(html: string, base: string): Promise<string[]> {
  const document = new DOMParser().parseFromString(html, 'text/html')
  // (One with no file, not loaded yet, gives none.)
  const images = [...document.querySelectorAll<HTMLImageElement>(OWN_PHOTOGRAPHS)]
  const files: string[] = []
  await inTurn(images, async (img) => {
    const file = await pickedFile(img)
    if (file) files.push(new URL(file, base).href)
  })
  return files
}

const bytesOf = async (response: Response) => (await response.clone().blob()).size

/** What a variant keeps beyond the pages and what they show. */
export type KeepMore = {
  /** How many steps `more` reports. */
  steps?: number
  /** Run once the pages are kept (and the worker keeps their payloads): more files to keep. */
  more?: (step: () => void) => Promise<string[]>
  /** Photographs to keep besides those the pages draw (data saver's, behind a tap). */
  photos?: string[]
}

/**
 * Keeps the story: its pages, its photographs and the build files they need, then the offline
 * and saved pages. Calls `onProgress` as they arrive. A save that fails leaves an earlier one as
 * it was.
 */
export async function keepStory(
  story: StoryToSave,
  onProgress: (progress: Progress) => void,
  { steps = 0, more, photos = [] }: KeepMore = {},
): Promise<SavedStory> {
  await workerInControl()
  const name = savedCacheName(story.path)
  const cache = await caches.open(name)
  const earlier = (await isSaved(story.path)) && (await cache.match(META_PATH))
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
    // Fixed from the start, so the bar only moves on: the pages and the offline ones, what
    // `more` does, one step a photograph, one for the build's files.
    const total = pages.length + story.shellPages.length + steps + story.photoPages.length + 1
    let done = 0
    const step = () => {
      // Never past the end before it: the cover is one photograph more than the pages count.
      done = Math.min(done + 1, total - 1)
      onProgress({ done, total })
    }
    onProgress({ done, total })

    const htmls = new Map<string, string>()
    const shell = await caches.open(SHELL_CACHE)
    await inTurn([...pages, ...story.shellPages], async (page) => {
      const response = await fetchKeepable(page, { cache: 'no-cache' })
      htmls.set(page, await response.clone().text())
      await (pages.includes(page) ? cache : shell).put(page, response)
      step()
    })
    // The worker now keeps the router's requests for these pages as they pass (a pending record
    // names them): the payload each photograph's viewer opens with.
    await cache.put(META_PATH, Response.json({ ...record, pending: true }))
    navigator.serviceWorker.controller?.postMessage('saved-changed')
    const moreFiles = more ? await more(step) : []

    // Its photographs as its page shows them, one file each (and data saver's behind a tap):
    // its photographs' pages and the viewer ask for other widths, which the worker
    // answers offline with these.
    const [cover, ...others] = await photographs(htmls.get(story.path) ?? '', location.href)
    record.cover = cover ?? null
    await inTurn([...new Set([...(cover ? [cover] : []), ...others, ...photos])], async (url) => {
      const sameOrigin = new URL(url, location.href).origin === location.origin
      await cache.put(url, await fetchKeepable(url, sameOrigin ? {} : { mode: 'cors' }))
      step()
    })

    // The build's files, kept once for every saved story: only those not kept yet are fetched.
    const shared = await caches.open(FILES_CACHE)
    record.files = [...new Set([...[...htmls.values()].flatMap(staticFiles), ...moreFiles])]
    await inTurn(record.files, async (file) => {
      if (!(await shared.match(file))) await shared.put(file, await fetchKeepable(file))
    })

    let bytes = 0
    for (const request of await cache.keys()) {
      const response = await cache.match(request)
      if (response) bytes += await bytesOf(response)
    }
    await cache.put(META_PATH, Response.json({ ...record, bytes }))
    // Kept: the worker compresses its pages, lets go of files no story needs and writes down
    // their sizes, which the saved list then shows.
    await tidied()
    onProgress({ done: total, total })
    return (await (await cache.match(META_PATH))?.json()) as SavedStory
  } catch (error) {
    if (earlier) await cache.put(META_PATH, earlier)
    else {
      await caches.delete(name)
      await forgetWorkerIfNoneSaved()
    }
    throw error
  }
}
