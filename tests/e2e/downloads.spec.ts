import { expect, type Locator, type Page, test } from '@playwright/test'

import { HERO_IMAGE } from '@/lib/hero-size'
import { DEVICE_SIZES, HERO_CROPS } from '@/lib/image-sizes'
import { IMAGE_DEFAULTS } from '@/sanity/image-url'

import { publishedStories } from '@/tests/support/dataset'
import { pressUntil } from '@/tests/support/hydration'
import { settled } from '@/tests/support/page-settled'
import { nonEmpty } from '@/tests/support/non-empty'

// What each page makes the browser download: which photographs, in what order, which fonts and
// which code. (How many bytes that is: `npm run bench:weight`.)

const [story] = publishedStories()
if (!story) throw new Error('the dataset has no published story')
const storyPath = `/stories/${story.slug.current}`

const hero = (page: Page) => page.getByRole('region', { name: 'Featured stories' })
const slides = (page: Page) => hero(page).locator('[aria-roledescription="slide"]')

/** Every image the page requests, as absolute URLs, from now on. */
function recordImages(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(request.url())
  })
  return urls
}

async function loaded(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true)
}

const sizeOf = (url: string) => {
  const params = new URL(url).searchParams
  return { w: Number(params.get('w')), h: Number(params.get('h')), q: Number(params.get('q')) }
}

test('the hero downloads the shown slide, cropped to the screen, and its neighbour only', async ({
  page,
  isMobile,
}) => {
  const requested = recordImages(page)
  await page.goto('/')
  const first = slides(page).nth(0).locator('img')
  await loaded(first)
  const { w, h, q } = sizeOf(await first.evaluate((img: HTMLImageElement) => img.currentSrc))
  // The phone's box gets the phone's crop (square) at one of the site's widths, not the wide
  // banner; a wide screen the banner's own file.
  const shape = (ratio: number) => Math.round(ratio * 100) / 100
  expect(
    isMobile
      ? { shape: shape(w / h), siteWidth: (DEVICE_SIZES as readonly number[]).includes(w), q }
      : { w, h, q },
  ).toEqual(
    isMobile
      ? { shape: shape(HERO_CROPS[0].aspectRatio), siteWidth: true, q: IMAGE_DEFAULTS.quality }
      : { w: HERO_IMAGE.width, h: HERO_IMAGE.height, q: HERO_IMAGE.quality },
  )
  // The other slides sit beside the first, off screen, and show their blur: a phone downloads
  // none until the reader reaches for the slider; a wide screen, idle, the neighbour only.
  await expect(slides(page).locator('img')).toHaveCount(isMobile ? 1 : 2)
  const before = [...requested]

  // Pressed until the second story is current: a press before the page is hydrated does nothing.
  await pressUntil(
    hero(page).getByRole('button', { name: /^Show story 2 of/ }),
    ['aria-current', 'true'],
    () => hero(page).getByRole('button', { name: 'Next story' }).click(),
  )
  const third = slides(page).nth(2).locator('img')
  await loaded(third)
  const thirdUrl = await third.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(before).not.toContain(thirdUrl)
  expect(requested).toContain(thirdUrl)
})

for (const route of [storyPath, '/latest', '/community']) {
  test(`${route} downloads no hero photograph, even once it has prefetched /`, async ({
    page,
    context,
  }) => {
    // The first banner's files, as / lists them for every screen width (without loading them).
    const home = await context.newPage()
    await home.route('**/sample-images/**', (request) => request.abort())
    await home.goto('/')
    const heroUrls = await slides(home)
      .nth(0)
      .locator('source, img')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          (element.getAttribute('srcset') ?? '')
            .split(', ')
            .map((candidate) => new URL(candidate.split(' ')[0] ?? '', location.href).href),
        ),
      )
    expect(heroUrls.length).toBeGreaterThan(0)
    await home.close()

    const requested = recordImages(page)
    // The header's link to / prefetches it once the reader reaches for it (here, a Tab to it;
    // again until the page is hydrated, as a reader would).
    let prefetched = false
    page.on('response', (response) => {
      const asked = new URL(response.url()).pathname === '/'
      if (asked && response.request().headers()['rsc'] === '1') prefetched = true
    })
    await page.goto(route)
    const brand = page.getByRole('banner').getByRole('link', { name: 'The Ruum Africa' })
    await expect(async () => {
      await brand.blur()
      await brand.focus()
      await expect.poll(() => prefetched, { timeout: 2_000 }).toBe(true)
    }).toPass()
    await settled(page)
    expect(requested.filter((url) => heroUrls.includes(url))).toEqual([])
  })
}

/** Each page's largest image above the fold: the one to fetch first. */
const lcpImages: Array<[string, (page: Page) => Locator]> = [
  ['/', (page) => slides(page).nth(0).locator('img')],
  [storyPath, (page) => page.getByAltText(story.cover.alt, { exact: true }).first()],
  ['/latest', (page) => page.locator('main ol > li').first().locator('img')],
  ['/stories', (page) => page.locator('main article').first().locator('img')],
  [
    '/community',
    (page) => page.getByRole('region', { name: 'Recent work' }).locator('img').first(),
  ],
  ['/theruumafrica', (page) => page.locator('main article').first().locator('img')],
]

for (const [route, lcpImage] of lcpImages) {
  test(`${route}: its LCP image alone is eager and high priority, every other one lazy`, async ({
    page,
  }) => {
    await page.goto(route)
    const lcp = lcpImage(page)
    await expect(lcp).toBeInViewport()
    await expect(lcp).toHaveAttribute('fetchpriority', 'high')
    await expect(lcp).not.toHaveAttribute('loading', 'lazy')
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
    const eager = await page
      .locator('img:not([fetchpriority="high"])')
      .evaluateAll((imgs) =>
        imgs.flatMap((img) => (img.getAttribute('loading') === 'lazy' ? [] : [img.outerHTML])),
      )
    expect(eager).toEqual([])
  })
}

test('photographs wait on their dominant colour, not an inline blurred picture', async ({
  page,
}) => {
  await page.goto('/latest')
  const placeholders = await page.locator('main img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      color: getComputedStyle(img).backgroundColor,
      picture: getComputedStyle(img).backgroundImage,
    })),
  )
  expect(placeholders.length).toBeGreaterThan(1)
  for (const { color, picture } of placeholders) {
    expect(color).toMatch(/^rgb\(\d+, \d+, \d+\)$/)
    expect(picture).toBe('none')
  }
})

test('no page preloads a font, and the one web font (headings) still loads and applies @any-screen', async ({
  page,
}) => {
  for (const route of ['/', storyPath, '/latest']) {
    await page.goto(route)
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
    await expect
      .poll(() =>
        // next/font's metric-matched fallbacks are faces too, of local fonts: not counted.
        page.evaluate(
          () =>
            [...document.fonts].filter(
              (font) => font.status === 'loaded' && !font.family.includes('Fallback'),
            ).length,
        ),
      )
      .toBe(1)
    // next/font names the face after its CSS variable: the page's titles are set in it.
    const headingFonts = await page
      .locator('h1:not(.sr-only), h2')
      .evaluateAll((headings) => headings.map((heading) => getComputedStyle(heading).fontFamily))
    expect(headingFonts.filter((font) => font.startsWith('display,')).length).toBeGreaterThan(0)
  }
})

/**
 * The scripts the page downloads from now on; `texts()` reads each again by its address (a
 * build file, the same bytes), so a body the page stopped reading is never taken for an empty one.
 */
function recordScripts(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return {
    texts: () =>
      Promise.all(
        nonEmpty(urls).map(async (url) => {
          const response = await page.request.get(url)
          expect(response.status(), url).toBe(200)
          return response.text()
        }),
      ),
  }
}

// A string framer-motion's animation code holds (one of its transition options).
const MOTION_CODE = 'staggerChildren'

test('a phone downloads no animation code, even scrolled to the end @phone', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/latest')
  await page.keyboard.press('End')
  await settled(page)
  const code = await scripts.texts()
  expect(code.length).toBeGreaterThan(0)
  expect(code.filter((text) => text.includes(MOTION_CODE))).toHaveLength(0)
})

test('a wide screen downloads the animation code once something can fade in @desktop', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/latest')
  await page.keyboard.press('End')
  await expect
    .poll(async () => (await scripts.texts()).some((text) => text.includes(MOTION_CODE)))
    .toBe(true)
})

// A string only the viewer's code holds (its neighbours' photographs, which it preloads).
const VIEWER_CODE = '[data-slide="neighbour"] img'

test('a story downloads the photo viewer only when a photograph is opened', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto(storyPath)
  await page.keyboard.press('End')
  await settled(page)
  const before = await scripts.texts()
  expect(before.length).toBeGreaterThan(0)
  expect(before.filter((text) => text.includes(VIEWER_CODE))).toHaveLength(0)
  await page.locator('a[data-photo-link]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect
    .poll(async () => (await scripts.texts()).some((text) => text.includes(VIEWER_CODE)))
    .toBe(true)
})
