import { expect, type Page, test } from '@playwright/test'

import { DATA_SAVER_COOKIE } from '@/lib/data-saver'
import { pageVariant, publicPath, splitVariantPath } from '@/lib/page-variant'
import { HERO_IMAGE } from '@/lib/hero-size'
import { isSitePage } from '@/lib/routes'
import { SAVER_IMAGE_QUALITY, SAVER_IMAGE_WIDTHS } from '@/lib/image-sizes'

import { publishedStories } from '@/tests/support/dataset'
import { frameworkScripts } from '@/tests/support/framework-scripts'
import { watchErrors } from '@/tests/support/page-errors'
import { settled } from '@/tests/support/page-settled'

// Data saver mode (lib/data-saver.ts): with `Save-Data: on`, or the header's toggle, every page
// is its light variant at its own URL (`/lite/...`): system fonts, data saver's image widths and
// quality, photographs in a story loaded on tap, no prefetch; without either, the site as it was.

const story = publishedStories().find((s) => s.content.some((b) => b._type === 'imageBlock'))
if (!story) throw new Error('the dataset has no published story with a photograph')
const storyPath = `/stories/${story.slug.current}`
/** The story's own photographs (not the cover, nor the cards of other stories at its end). */
const photoIds = story.content.flatMap((block) =>
  block._type === 'imageBlock' ? block.images.map((image) => image.asset._ref.split('-')[1]) : [],
)
const isStoryPhoto = (url: string) => photoIds.some((id) => id && url.includes(id))

type Requests = { fonts: string[]; images: string[]; prefetches: string[] }

function record(page: Page): Requests {
  const requests: Requests = { fonts: [], images: [], prefetches: [] }
  page.on('request', (request) => {
    // `next dev`'s own tools (its indicator loads a font from /__nextjs_font/): no reader gets them.
    if (new URL(request.url()).pathname.startsWith('/__nextjs')) return
    const type = request.resourceType()
    if (type === 'font') requests.fonts.push(request.url())
    if (type === 'image') requests.images.push(request.url())
    const headers = request.headers()
    if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) {
      requests.prefetches.push(request.url())
    }
  })
  return requests
}

const sizeOf = (url: string) => {
  const params = new URL(url).searchParams
  return { w: Number(params.get('w')), q: Number(params.get('q')) }
}

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

  for (const path of ['/', '/stories', storyPath]) {
    test(`${path} requests no font, only data saver's image sizes, and no prefetch`, async ({
      page,
    }) => {
      const errors = watchErrors(page)
      const requests = record(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      // Sent to the page's lite URL, which its links keep to.
      expect(new URL(page.url()).pathname).toBe(publicPath(pageVariant('lite'), path))
      const links = await page
        .locator('main a[href^="/"]')
        .evaluateAll((found) => found.map((a) => a.getAttribute('href') ?? ''))
      const pages = links.filter((href) => isSitePage(href.split(/[?#]/)[0] ?? ''))
      expect(pages.length).toBeGreaterThan(0)
      for (const href of pages) expect(splitVariantPath(href).mode, href).toBe('lite')
      await settled(page)
      await page.mouse.wheel(0, 600)
      await settled(page)
      expect(requests.fonts).toEqual([])
      expect(requests.prefetches).toEqual([])
      const photos = requests.images.filter((url) => url.includes('/sample-images/'))
      expect(photos.length).toBeGreaterThan(0)
      for (const url of photos) expect(sizeOf(url).q, url).toBe(SAVER_IMAGE_QUALITY)
      // The desktop hero banner is 1x only; everything else is one of data saver's steps.
      const offStep = (url: string) =>
        sizeOf(url).w !== HERO_IMAGE.width &&
        !(SAVER_IMAGE_WIDTHS as readonly number[]).includes(sizeOf(url).w)
      expect(photos.filter(offStep)).toEqual([])
      await expect(page.getByRole('button', { name: 'Data saver', pressed: true })).toBeVisible()
      expect(errors).toEqual([])
    })
  }

  test('a photograph in a story loads only once it is tapped', async ({ page }) => {
    const requests = record(page)
    await page.goto(storyPath)
    await settled(page)
    // A disclosure each, closed until tapped: HTML alone, with or without JavaScript.
    const buttons = page.locator('main details:not([open]) > summary')
    await expect(buttons.first()).toHaveAttribute('aria-label', /^Load photograph \(≈\s\d+ kB\)$/)
    await buttons.first().scrollIntoViewIfNeeded()
    await settled(page)
    expect(requests.images.filter(isStoryPhoto)).toEqual([])

    const count = await buttons.count()
    await buttons.first().click()
    await expect(buttons).toHaveCount(count - 1)
    await settled(page)
    const loaded = requests.images.filter(isStoryPhoto)
    expect(loaded).toHaveLength(1)
    for (const url of loaded) expect(sizeOf(url).q).toBe(SAVER_IMAGE_QUALITY)
  })

  // Opera Mini's extreme mode, KaiOS, a script that failed on a bad connection: HTML alone.
  for (const locale of ['en', 'ar'] as const) {
    test(`without JavaScript, in ${locale}: a tap loads a photograph, and only it @any-screen`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const requests = record(page)
      await page.goto(publicPath(pageVariant('lite', locale), storyPath))
      const closed = page.locator('main details:not([open]) > summary')
      const count = await closed.count()
      expect(count).toBeGreaterThan(0)
      await closed.first().scrollIntoViewIfNeeded()
      // Everything the page asks for before the tap, asked.
      await settled(page, { scripts: false })
      expect(requests.images.filter(isStoryPhoto)).toEqual([])
      await closed.first().click()
      await expect(closed).toHaveCount(count - 1)
      await expect(page.locator('main details[open] [data-tapped-photo]')).toBeVisible()
      await expect.poll(() => requests.images.filter(isStoryPhoto)).toHaveLength(1)
      const loaded = requests.images.filter(isStoryPhoto)
      for (const url of loaded) expect(sizeOf(url).q).toBe(SAVER_IMAGE_QUALITY)
      await context.close()
    })
  }

  test('a loaded photograph opens its own page, which loads only what it shows', async ({
    page,
  }) => {
    await page.goto(storyPath)
    // Those shown: a closed disclosure holds its photograph's link, unseen until tapped.
    const links = page.locator('main a[data-photo-link]').filter({ visible: true })
    // The cover (the page's first screen) is loaded and opens at once; the rest after a tap.
    const before = await links.count()
    await page.locator('main details:not([open]) > summary').first().click()
    await expect(links).toHaveCount(before + 1)
    const loaded = links.nth(before)
    const href = await loaded.getAttribute('href')
    // The tapped photograph's own request done before counting the photo page's.
    await settled(page)
    const requests = record(page)
    // Data saver runs no framework, so no viewer: the photo page, a plain page load.
    await loaded.click()
    await expect(page).toHaveURL((url) => url.pathname === href)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await settled(page)
    const photos = requests.images.filter(isStoryPhoto)
    // The photograph shown, drawn (from the file the tap loaded, or one more), at data saver's
    // quality; not its neighbours.
    await expect
      .poll(() =>
        page
          .locator('main img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images.some((image) => image.complete && image.naturalWidth > 0 && image.width > 0),
          ),
      )
      .toBe(true)
    // Only the photograph shown (a file a width apart at most, as a phone's browser first
    // guesses its width), at data saver's quality; none of its neighbours.
    const shown = await page
      .locator('main img')
      .first()
      .evaluate((img: HTMLImageElement) => {
        return new URL(img.currentSrc).pathname
      })
    expect(photos.length).toBeGreaterThan(0)
    for (const url of photos) {
      expect(new URL(url).pathname, url).toBe(shown)
      expect(sizeOf(url).q).toBe(SAVER_IMAGE_QUALITY)
    }
  })

  test('the toggle turns the mode off for this reader, and it stays off', async ({ page }) => {
    await page.goto('/latest')
    await page.getByRole('button', { name: 'Data saver', pressed: true }).click()
    await expect(page.getByRole('button', { name: 'Data saver', pressed: false })).toBeVisible()
    // Back at the page's own URL.
    expect(new URL(page.url()).pathname).toBe('/latest')
    const requests = record(page)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Data saver', pressed: false })).toBeVisible()
    await expect
      .poll(() => requests.images.some((url) => sizeOf(url).q !== SAVER_IMAGE_QUALITY))
      .toBe(true)
  })
})

test('the toggle turns data saver on and off, and a reload remembers it @smoke', async ({
  page,
  context,
}) => {
  // On `next dev` (the quick loop) three routes compile on their first request here (the toggle's
  // for no other test) while the other worker compiles its own: 100 s of a cold run's 120.
  test.slow(Boolean(process.env.E2E_SMOKE), 'next dev compiles three routes')
  // The toggle is a plain form: it works once it is shown, hydrated or not, so it is pressed
  // then, as a reader does, and what is awaited is the page it leads to. Not the page's load
  // event, which on `next dev` also waits for the photographs it draws on the fly and for the
  // font of its own overlay, fetched whenever that says it is compiling (another test's route):
  // time a cold run cannot spare. (A press while that font is on its way cancels it with the
  // page: next dev's tool, not the site, so nothing a reader would see.)
  await page.goto('/community', { waitUntil: 'domcontentloaded' })
  const toggle = (pressed: boolean) => page.getByRole('button', { name: 'Data saver', pressed })
  await toggle(false).click()
  // Back on the same page, at its lite URL: plain HTML, on `npm run dev` as in production.
  await expect(page).toHaveURL('/lite/community')
  await expect(toggle(true)).toBeVisible()
  const served = await page.request.get('/lite/community')
  expect(served.status()).toBe(200)
  expect(frameworkScripts(await served.text())).toEqual([])
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(toggle(true)).toBeVisible()

  // Another page of this reader's: the cookie holds, and no web font is asked for.
  const other = await context.newPage()
  const requests = record(other)
  await other.goto('/theruumafrica')
  await expect(other.getByRole('button', { name: 'Data saver', pressed: true })).toBeVisible()
  expect(new URL(other.url()).pathname).toBe('/lite/theruumafrica')
  await settled(other)
  expect(requests.fonts).toEqual([])
  await other.close()

  await toggle(true).click()
  await expect(page).toHaveURL('/community')
  await expect(toggle(false)).toBeVisible()
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(toggle(false)).toBeVisible()
})

test('without Save-Data the site is as it was: web fonts, full-size photographs', async ({
  page,
}) => {
  const requests = record(page)
  await page.goto(storyPath)
  await settled(page)
  await expect(page.getByRole('button', { name: 'Data saver', pressed: false })).toBeVisible()
  await expect(page.locator('summary[aria-label^="Load photograph"]')).toHaveCount(0)
  expect(requests.fonts.length).toBeGreaterThan(0)
  const photographs = requests.images.filter((u) => u.includes('/sample-images/'))
  expect(photographs.length).toBeGreaterThan(0)
  for (const url of photographs) expect(sizeOf(url).q).not.toBe(SAVER_IMAGE_QUALITY)
})

test('a page a shared cache kept moves a reader to the variant they chose @any-screen', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const litePath = publicPath(pageVariant('lite'), storyPath)
  // Each variant as a cache stored it for another reader; the cache answers its URL itself, and
  // the site (whose proxy would redirect) never sees the request.
  const cached = new Map<string, string>()
  for (const path of [storyPath, litePath]) {
    cached.set(path, await (await request.get(path, { maxRedirects: 0 })).text())
  }
  await page.route(
    (url) => cached.has(url.pathname),
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: cached.get(new URL(route.request().url()).pathname),
      }),
  )
  const toggle = (pressed: boolean) => page.getByRole('button', { name: 'Data saver', pressed })

  await context.addCookies([{ name: DATA_SAVER_COOKIE, value: 'on', url: baseURL }])
  await page.goto(storyPath)
  await expect(page).toHaveURL(new RegExp(`${litePath}$`))
  await expect(toggle(true)).toBeVisible()

  await context.addCookies([{ name: DATA_SAVER_COOKIE, value: 'off', url: baseURL }])
  await page.goto(litePath)
  await expect(page).toHaveURL(new RegExp(`(?<!/lite)${storyPath}$`))
  await expect(toggle(false)).toBeVisible()
})
