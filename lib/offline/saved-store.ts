// The reader's saved stories, in the browser: listed, checked and removed through Cache Storage
// (lib/offline/offline-caches.ts), which the service worker reads too.
import {
  META_PATH,
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
  await forgetWorkerIfNoneSaved()
}

/** With no story saved (the last removed, or the first save failed): no worker, no pages kept. */
export async function forgetWorkerIfNoneSaved(): Promise<void> {
  if ((await caches.keys()).some(isSavedCacheName)) {
    navigator.serviceWorker.controller?.postMessage('saved-changed')
    return
  }
  await caches.delete(SHELL_CACHE)
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
