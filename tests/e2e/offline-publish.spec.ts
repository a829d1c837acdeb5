// Reading offline (issue 31) in draft mode, on the publish server (the one with a preview secret):
// nothing an editor previews is ever kept.
import { expect, type Page, test } from '@playwright/test'

import { publishedStories, readDataset } from '@/tests/support/dataset'
import { PUBLISH_SECRETS } from '@/tests/support/publish-site'

const [saved, previewed] = publishedStories(readDataset())
if (!saved || !previewed) throw new Error('The sample dataset has fewer than two stories.')
const pathOf = (story: typeof saved) => `/stories/${story.slug.current}`

const status = (page: Page) => page.locator('[data-save-story]').getByRole('status')

/** Every entry the site keeps in this browser. */
const entries = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        urls.push(`${name} ${request.url}`)
    }
    return urls.sort()
  })

test('draft mode is never kept for offline reading: Save refuses, and the worker keeps nothing of it', async ({
  page,
}) => {
  // A story saved as a visitor, so a worker is in control and keeps its pages' payloads.
  await page.goto(pathOf(saved))
  await page.getByRole('button', { name: 'Save for offline' }).click()
  await expect(status(page)).toHaveText('Saved for offline', { timeout: 60_000 })
  const before = await entries(page)
  expect(before.length).toBeGreaterThan(0)
  expect(before.filter((entry) => /no-store|private/.test(entry))).toEqual([])

  // The same browser in draft mode: its pages are private, no-store.
  await page.goto(
    `/api/draft-mode/enable?secret=${PUBLISH_SECRETS.preview}&redirect=${encodeURIComponent(pathOf(previewed))}`,
  )
  await expect(page).toHaveURL(pathOf(previewed))
  await page.getByRole('button', { name: 'Save for offline' }).click()
  await expect(status(page)).toHaveText(
    'This story could not be saved. Check your connection and try again.',
    { timeout: 60_000 },
  )
  // The saved story's viewer, previewed: its payload passes the worker, which keeps none of it.
  await page.goto(pathOf(saved))
  await page.locator(`a[href="${pathOf(saved)}/photos/2"]`).click()
  await expect(page).toHaveURL(`${pathOf(saved)}/photos/2`)
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await entries(page)).toEqual(before)
})
