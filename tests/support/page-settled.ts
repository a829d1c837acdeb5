import { expect, type Page } from '@playwright/test'

/**
 * Loaded, and settled: what the page asks for after loading (lazy images, fonts, prefetches) is
 * done, with nothing new fetched over half a second. For checks that something does not happen.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('load')
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').length)
  let before = -1
  await expect
    .poll(async () => before === (before = await fetched()), { intervals: [500] })
    .toBe(true)
}
