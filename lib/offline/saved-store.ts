// The reader's saved stories, in the browser: listed, checked and removed through Cache Storage
// (lib/offline/offline-caches.ts), which the service worker reads too.
import {
  FILES_CACHE,
  META_PATH,
  SHARED_PATH,
  SHELL_CACHE,
  WORKER_PATH,
  isSavedCacheName,
  savedCacheName,
  type SavedStory,
} from '@/lib/offline/offline-caches'

/** Whether this browser can keep stories: a service worker and Cache Storage, in a safe context. */
export const canSave = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'caches' in window

const ABANDONED_MS = 60 * 60 * 1000

/** The saved stories, newest first. */
export async function listSaved(): Promise<SavedStory[]> {
  const stories: SavedStory[] = []
  for (const name of (await caches.keys()).filter(isSavedCacheName)) {
    const meta = await (await caches.open(name)).match(META_PATH)
    // A story still being saved is not listed yet.
    const story = meta && ((await meta.json()) as SavedStory)
    if (story && !story.pending) stories.push(story)
    // A save cut off (the tab closed) an hour ago or more: what it fetched is of no use.
    else if (!story || Date.now() - Date.parse(story.savedAt) > ABANDONED_MS)
      await caches.delete(name)
  }
  return stories.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

/** Whether the story at `path` is saved. */
export async function isSaved(path: string): Promise<boolean> {
  if (!(await caches.has(savedCacheName(path)))) return false
  const meta = await (await caches.open(savedCacheName(path))).match(META_PATH)
  return Boolean(meta && !((await meta.json()) as SavedStory).pending)
}

/**
 * Removes a saved story. With none left, the service worker and its pages go too: a reader who
 * keeps nothing runs no worker.
 */
export async function removeSaved(path: string): Promise<void> {
  await caches.delete(savedCacheName(path))
  // With others left, the worker is told, and lets go of the build files only it needed.
  await forgetWorkerIfNoneSaved()
}

/**
 * What the saved stories share (the offline and saved pages, the build's files), in bytes, as the
 * worker last wrote it down; 0 before it has.
 */
export async function sharedBytes(): Promise<number> {
  // (caches.match, not caches.open: opening would make the cache of a reader who saves nothing.)
  const record = await caches.match(SHARED_PATH)
  return record ? ((await record.json()) as { bytes: number }).bytes : 0
}

/** Tells the worker the saved stories changed, and waits (10 s at most) until it has tidied. */
export const tidied = () =>
  new Promise<unknown>((resolve) => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = resolve
    navigator.serviceWorker.controller?.postMessage('saved-changed', [port2])
    setTimeout(resolve, 10_000)
  })

/** With no story saved (the last removed, or the first save failed): no worker, no pages kept. */
export async function forgetWorkerIfNoneSaved(): Promise<void> {
  if ((await caches.keys()).some(isSavedCacheName)) {
    await tidied()
    return
  }
  await caches.delete(SHELL_CACHE)
  await caches.delete(FILES_CACHE)
  const registration = await navigator.serviceWorker.getRegistration(WORKER_PATH)
  await registration?.unregister()
}

/** Whether the browser keeps the site's storage when space runs short; null if it cannot say. */
export async function isPersisted(): Promise<boolean | null> {
  return navigator.storage?.persisted ? navigator.storage.persisted() : null
}

/** Asks the browser to keep the saved stories when space runs short. */
export async function askToPersist(): Promise<boolean> {
  return navigator.storage?.persist ? navigator.storage.persist() : false
}
