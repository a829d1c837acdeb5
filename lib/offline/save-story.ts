// Saving a story for offline reading on the full site (keep-story.ts keeps its pages, files and
// photographs): the service worker also keeps the RSC payloads the router fetches for its photo
// pages as they pass. Loaded only when a reader presses Save.
import type { SavedStory } from '@/lib/offline/offline-caches'
import { keepStory, type Progress, type StoryToSave } from '@/lib/offline/keep-story'

export type { Progress, StoryToSave } from '@/lib/offline/keep-story'

/** The build files a page has loaded so far (code split off, fonts) beside those it names. */
const loadedFiles = (performance: Performance) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_next/static/'))
    .map((url) => url.pathname)

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
export function saveStory(
  story: StoryToSave,
  onProgress: (progress: Progress) => void,
): Promise<SavedStory> {
  return keepStory(story, onProgress, {
    // Each photograph opened in a viewer: one step each.
    steps: story.photoPages.length,
    // With the build files the page and the frame loaded (code split off, fonts).
    more: async (step) => [
      ...(await recordNavigations(story.path, story.photoPages, step)),
      ...loadedFiles(performance),
    ],
  })
}
