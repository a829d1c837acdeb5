import type { Page } from '@playwright/test'

/** How many times settled() looks for a request that started while it waited for the others. */
const ROUNDS = 50

/**
 * Loaded, and settled: the page's fonts are ready, its main thread has come to rest, and every
 * request it has made has been answered (or failed) without another starting meanwhile. Events, not a quiet
 * window of so many milliseconds, so the answer is the same on a busy machine and a quiet one.
 * For checks that something does not happen. `scripts: false` for a browser context with
 * JavaScript off.
 */
export async function settled(page: Page, { scripts = true } = {}) {
  await page.waitForLoadState('load')
  let started = 0
  const count = () => void started++
  page.on('request', count)
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const before = started
      // After hydration and the effects it runs: an idle callback waits for the tasks before it.
      // (Not in a page whose scripts are off, where nothing would run it.)
      if (scripts)
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              // Its timeout: a page in the background (another page of the context in front)
              // gets no idle periods, but its timers still run.
              void document.fonts.ready.then(() =>
                requestIdleCallback(() => resolve(), { timeout: 1000 }),
              )
            }),
        )
      await Promise.all((await page.requests()).map((request) => finished(request)))
      if (started === before) return
    }
  } finally {
    page.off('request', count)
  }
  throw new Error(`The page was still starting requests after ${ROUNDS} rounds`)
}

/** Answered (its headers), or failed: what it leads to, such as an image's size, is known. */
async function finished(request: Awaited<ReturnType<Page['requests']>>[number]) {
  await request.response().catch(() => null)
}
