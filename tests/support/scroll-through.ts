import type { Page } from '@playwright/test'

/**
 * Scrolls the page to its end a screen-part at a time, so every lazy photograph on the way
 * starts loading, then waits until the network is quiet.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(50)
  }
  await page.waitForLoadState('networkidle')
}
