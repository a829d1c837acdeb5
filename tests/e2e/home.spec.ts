import { expect, test } from '@playwright/test'

import { publishedStories, unpublishedStories } from '@/tests/support/dataset'

test('Explore shows the sample stories with their photographs @smoke', async ({ page }) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))

  const response = await page.goto('/')
  expect(response?.status()).toBe(200)

  // The newest published story leads the page.
  const [newest] = publishedStories()
  await expect(page.getByRole('heading', { level: 2, name: newest?.title })).toBeVisible()
  expect(await page.locator('main a[href^="/stories/"]').count()).toBeGreaterThanOrEqual(6)

  // Bring each photograph into view (they load lazily) and check it really decoded. A cold
  // server draws each sample photograph on first request (0.1-0.6 s each), hence the time.
  test.setTimeout(120_000)
  // The hero's photographs sit side by side in the slider: hero-slider.spec.ts checks each.
  const images = await page.locator('main img:not([aria-roledescription="carousel"] img)').all()
  expect(images.length).toBeGreaterThanOrEqual(6)
  for (const image of images) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  }
  expect(pageErrors).toEqual([])
})

test('Explore never shows a draft or a release version @any-screen', async ({ page }) => {
  await page.goto('/')
  const text = await page.locator('body').innerText()
  const hidden = unpublishedStories()
  expect(hidden.length).toBeGreaterThan(0)
  for (const story of hidden) expect(text).not.toContain(story.title)
})

test('sample photographs are served in the size and format asked for @any-screen', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const src = await page.locator('main img').first().getAttribute('src')
  expect(src).toMatch(/^\/sample-images\/images\/local\/production\//)
  const url = new URL(src ?? '', 'http://localhost')
  // 384 is one of next/image's widths; 300 is not, so it is refused before any drawing.
  url.searchParams.set('w', '384')
  url.searchParams.set('h', '256')
  const response = await request.get(`${url.pathname}${url.search}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/webp')
  expect((await response.body()).byteLength).toBeGreaterThan(1000)
  url.searchParams.set('w', '300')
  expect((await request.get(`${url.pathname}${url.search}`)).status()).toBe(400)
})
