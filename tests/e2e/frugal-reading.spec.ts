// The full site spends a reader's data only on what she asks for (issue 60): no page she did
// not open is fetched, however far she scrolls; the offline page never reloads itself while
// online; and a reader on a slow connection is offered data saver, in her language.
import { expect, type Page, test } from '@playwright/test'

import { translator } from '@/lib/i18n/translator'

import { publishedStories } from '@/tests/support/dataset'
import { scrollThrough } from '@/tests/support/scroll-through'
import { settled } from '@/tests/support/page-settled'

const [story] = publishedStories()
if (!story) throw new Error('the dataset has no published story')

/** Every page fetched for the client router (a prefetch or a navigation's RSC payload). */
function recordPageFetches(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') {
      const url = new URL(request.url())
      // Less the router's cache-busting parameter.
      url.searchParams.delete('_rsc')
      fetched.push(url.pathname + url.search)
    }
  })
  return fetched
}

test.describe('nothing she did not open', () => {
  for (const path of ['/', `/stories/${story.slug.current}`, '/countries', '/latest']) {
    test(`${path}, scrolled to its end, fetches no other page`, async ({ page }) => {
      const fetched = recordPageFetches(page)
      await page.goto(path)
      await scrollThrough(page)
      expect(fetched).toEqual([])
    })
  }

  test('a link she reaches for is fetched ahead, and opens', async ({ page }) => {
    const fetched = recordPageFetches(page)
    await page.goto('/')
    await scrollThrough(page)
    expect(fetched).toEqual([])
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Our team' })
    // A pointer over it (or a finger on it, or focus) is intent: its page is fetched then.
    await expect(async () => {
      await link.blur()
      await link.focus()
      await expect.poll(() => fetched, { timeout: 2_000 }).toContainEqual('/theruumafrica')
    }).toPass()
    await link.click()
    await expect(page).toHaveURL('/theruumafrica')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(fetched.every((path) => path === '/theruumafrica')).toBe(true)
  })
})

test.describe('the offline page, online', () => {
  for (const path of ['/offline', '/fr/offline', '/lite/offline']) {
    test(`${path} loads once and stays @any-screen`, async ({ page }) => {
      const loads: string[] = []
      page.on('request', (request) => {
        if (request.isNavigationRequest()) loads.push(request.url())
      })
      let asked = 0
      page.on('request', (request) => {
        if (request.method() === 'HEAD') asked++
      })
      await page.goto(path)
      await settled(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Hydrated (its link is the router's) and quiet: a reload would have begun by now.
      await settled(page)
      expect(loads).toHaveLength(1)
      expect(asked).toBe(0)
    })
  }
})

test.describe('a reader on a slow connection', () => {
  /** Chromium's throttling, as DevTools' "3G" does it: the browser's estimate follows. */
  async function slowLine(page: Page) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    })
  }

  test('is offered data saver in French, and it opens this page there @any-screen', async ({
    page,
  }) => {
    const t = translator('fr')
    await slowLine(page)
    await page.goto('/fr/latest?page=2')
    const offer = page.getByRole('complementary', { name: t('dataSaver.offer') })
    await expect(offer).toBeVisible({ timeout: 30_000 })
    await offer.getByRole('button', { name: t('dataSaver.accept') }).click()
    await expect(page).toHaveURL(
      (url) => url.pathname === '/fr/lite/latest' && url.search === '?page=2',
      { timeout: 30_000 },
    )
  })

  test('who says no is not asked again @any-screen', async ({ page }) => {
    const t = translator('en')
    await slowLine(page)
    await page.goto('/latest')
    const offer = page.getByRole('complementary', { name: t('dataSaver.offer') })
    await offer.getByRole('button', { name: t('dataSaver.dismiss') }).click({ timeout: 30_000 })
    await expect(offer).toBeHidden()
    await page.goto('/stories', { timeout: 60_000 })
    await settled(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(offer).toBeHidden()
  })

  test('on a fast line, nothing is offered @any-screen', async ({ page }) => {
    await page.goto('/latest')
    await settled(page)
    const effectiveType = await page.evaluate(
      () =>
        (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
          ?.effectiveType,
    )
    expect(effectiveType).toBe('4g')
    await expect(
      page.getByRole('complementary', { name: translator('en')('dataSaver.offer') }),
    ).toHaveCount(0)
  })
})
