import type { Browser } from '@playwright/test'

/**
 * The font files a page loads once its text is laid out and its fonts are ready, in a browser
 * of its own: nothing comes from another page's cache.
 */
export async function fontsLoadedBy(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
): Promise<Set<string>> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const fonts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname)
  })
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await context.close()
  return fonts
}
