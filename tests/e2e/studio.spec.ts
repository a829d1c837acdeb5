import { expect, type Page, type Response, test } from '@playwright/test'

import { watchErrors } from '@/tests/support/page-errors'
import { settled } from '@/tests/support/page-settled'

// With the default local source there is no Sanity project to edit: /studio says how to connect
// one, in the site's own frame, and downloads none of the Studio's code (megabytes, and it would
// reach out to Sanity's servers).
const HEADING = 'Connect a Sanity project to edit the stories'
// Strings only the Studio's bundle holds.
const STUDIO_CODE = /Sanity Studio|sanity\/structure/

/**
 * Every request the page makes to another origin, and the text of every script it loads until
 * `stop()`: a script that arrived later (a link's prefetch) would still be read as the test ends,
 * and that read fails the test.
 */
function watchLoads(page: Page, origin: string) {
  const offSite: string[] = []
  const scripts: Array<Promise<string>> = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.origin !== origin) offSite.push(request.url())
  })
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  }
  page.on('response', onResponse)
  return { offSite, scripts, stop: () => page.off('response', onResponse) }
}

test('/studio says how to connect a Sanity project, and loads no Studio code @any-screen', async ({
  page,
  baseURL,
}) => {
  const errors = watchErrors(page)
  const loads = watchLoads(page, new URL(baseURL ?? '').origin)
  const response = await page.goto('/studio')
  await settled(page)

  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Studio · The Ruum Africa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING)
  const main = page.getByRole('main')
  for (const step of [
    'CONTENT_SOURCE=sanity',
    'NEXT_PUBLIC_SANITY_PROJECT_ID',
    'npm run sample:export',
  ]) {
    await expect(main).toContainText(step)
  }
  // The site's frame: header, footer and the skip link.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  loads.stop()
  const scripts = await Promise.all(loads.scripts)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((script) => STUDIO_CODE.test(script))).toHaveLength(0)
  expect(loads.offSite).toEqual([])
  expect(errors).toEqual([])
})

test('a deep link into the Studio shows the same page @any-screen', async ({ page }) => {
  const response = await page.goto('/studio/structure/story')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING)
})
