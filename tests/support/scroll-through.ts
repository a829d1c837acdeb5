import type { Page } from '@playwright/test'
import { settled } from '@/tests/support/page-settled'

/**
 * Scrolls the page to its end a screen-part at a time, so every lazy photograph on the way
 * starts loading: at each step it waits until the photographs then on screen have loaded (or
 * failed), then waits until the network is quiet.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => {
        const box = img.getBoundingClientRect()
        const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
        return !onScreen || img.complete
      }),
    )
  }
  await settled(page)
}
