import { expect, type Page, test } from '@playwright/test'

import { CHROMIUM_FLAGS, chromeExecutable } from '@/tests/support/browser'

import { publishedStories } from '@/tests/support/dataset'
import { pickTyped } from '@/tests/support/hydration'

// Readers' browsers keep the pages they leave in the back/forward cache and restore them as they
// were on Back; Playwright turns that cache off unless asked. A restored page must show the state
// of its own URL, not the one it was left in.

// The whole browser: the headless shell never restores a page from the cache ("masked").
const executablePath = chromeExecutable()
test.use({
  launchOptions: {
    ...(executablePath ? { executablePath } : { channel: 'chromium' }),
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

const country = publishedStories()[0]?.country ?? 'Ghana'

/** Records whether each page shown was restored from the cache (`pageshow`'s `persisted`). */
async function watchRestores(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      document.documentElement.dataset.restored = String(event.persisted)
    })
  })
}

test('Back to /stories after choosing a country shows the whole list, not dimmed', async ({
  page,
}) => {
  await watchRestores(page)
  await page.goto('/stories')
  const combobox = page.getByRole('combobox', { name: 'Country' })
  await expect(combobox).toHaveValue('')
  await pickTyped(combobox, country)
  await expect(page).toHaveURL(/[?&]country=/)
  // A restored page fires no load event, which goBack would otherwise wait for.
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/stories$/)
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true')
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
})

test('Back after turning data saver on shows the page in data saver mode', async ({ page }) => {
  await watchRestores(page)
  await page.goto('/latest')
  await page.getByRole('button', { name: 'Data saver', pressed: false }).click()
  await expect(page).toHaveURL(/\/lite\/latest$/)
  await expect(page.getByRole('button', { name: 'Data saver', pressed: true })).toBeVisible()
  // The full page comes back from the back/forward cache, and moves on to its lite URL.
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/lite\/latest$/)
  await expect(page.getByRole('button', { name: 'Data saver', pressed: true })).toBeVisible()
})
