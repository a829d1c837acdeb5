import { expect, type Locator, type Page, test } from '@playwright/test'

import { publishedStories } from '@/tests/support/dataset'
import { pressUntil } from '@/tests/support/hydration'
import { nonEmpty } from '@/tests/support/non-empty'

// The hero shows the 5 newest published stories.
const featured = publishedStories().slice(0, 5)

function hero(page: Page): Locator {
  return page.getByRole('region', { name: 'Featured stories' })
}

/** The story whose title is on screen now (the others are off to the side). */
async function expectShowing(page: Page, index: number) {
  const story = featured[index]
  if (!story) throw new Error(`no featured story ${index}`)
  await expect(hero(page).getByRole('heading', { level: 2, name: story.title })).toBeInViewport({
    ratio: 0.9,
  })
  for (const [other, { title }] of nonEmpty(featured.entries())) {
    if (other === index) continue
    await expect(hero(page).getByText(title, { exact: true }).first()).not.toBeInViewport()
  }
}

/** Story `index`'s dot, current (aria-current) while its slide is shown. */
function dot(page: Page, index: number): Locator {
  return hero(page).getByRole('button', { name: `Show story ${index + 1} of ${featured.length}` })
}

/**
 * The first move: `press` until story `index` is current, as a reader presses again when a press
 * before the page was hydrated did nothing.
 */
async function firstMove(page: Page, index: number, press: () => Promise<unknown>) {
  await pressUntil(dot(page, index), ['aria-current', 'true'], press)
  await expectShowing(page, index)
}

test.beforeEach(async ({ page }) => {
  expect(featured).toHaveLength(5)
  await page.goto('/')
})

test('previous and next buttons move between the featured stories @smoke', async ({ page }) => {
  const previous = hero(page).getByRole('button', { name: 'Previous story' })
  const next = hero(page).getByRole('button', { name: 'Next story' })
  await expectShowing(page, 0)
  await expect(previous).toBeDisabled()
  await firstMove(page, 1, () => next.click())
  for (let index = 2; index < featured.length; index++) {
    await next.click()
    await expectShowing(page, index)
  }
  await expect(next).toBeDisabled()
  await previous.click()
  await expectShowing(page, featured.length - 2)
  await hero(page).getByRole('button', { name: 'Show story 1 of 5' }).click()
  await expectShowing(page, 0)
})

test('arrow keys move between the featured stories', async ({ page }) => {
  await expectShowing(page, 0)
  await firstMove(page, 1, () => page.keyboard.press('ArrowRight'))
  await page.keyboard.press('ArrowRight')
  await expectShowing(page, 2)
  await page.keyboard.press('ArrowLeft')
  await expectShowing(page, 1)
})

test('a swipe moves to the next story and back', async ({ page, isMobile }) => {
  const box = await hero(page).getByRole('heading', { level: 2 }).first().boundingBox()
  if (!box) throw new Error('hero not laid out')
  const y = box.y + box.height / 2
  const viewport = page.viewportSize()?.width ?? 390
  const swipe = async (from: number, to: number) => {
    if (isMobile) {
      // A real touch gesture, through Chromium's input pipeline.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y }],
      })
      for (let step = 1; step <= 8; step++) {
        const x = from + ((to - from) * step) / 8
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    } else {
      // A mouse drag needs Swiper, which loads once the pointer reaches the slider (or the page
      // is idle): a reader's hand gets there before the drag, so wait as they would.
      await page.mouse.move(from, y)
      await hero(page).locator('.swiper-initialized').waitFor()
      await page.mouse.down()
      await page.mouse.move(to, y, { steps: 8 })
      await page.mouse.up()
    }
  }
  await expectShowing(page, 0)
  await swipe(viewport * 0.8, viewport * 0.2)
  await expectShowing(page, 1)
  await swipe(viewport * 0.2, viewport * 0.8)
  await expectShowing(page, 0)
})

test('each slide has a Discover button to its story, and its photograph loads', async ({
  page,
}) => {
  test.setTimeout(60_000)
  for (const [index, story] of featured.entries()) {
    await expectShowing(page, index)
    const button = hero(page).getByRole('link', { name: `Discover: ${story.title}` })
    await expect(button).toBeInViewport()
    await expect(button).toHaveAttribute('href', `/stories/${story.slug.current}`)
    // What a sighted visitor reads on the button; its accessible name adds the title.
    await expect(button).toHaveText('Discover')
    const photo = hero(page).locator('[aria-roledescription="slide"]').nth(index).locator('img')
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const next = hero(page).getByRole('button', { name: 'Next story' })
    if (index === 0) await firstMove(page, 1, () => next.click())
    else if (index < featured.length - 1) await next.click()
  }
})

test('on a phone the slider fits the first screen, and every slide ends with its button @phone', async ({
  page,
}) => {
  const height = page.viewportSize()?.height ?? 0
  // The arrows and counter are on the first screen, with the first story's button.
  const next = hero(page).getByRole('button', { name: 'Next story' })
  expect((await next.boundingBox())?.y ?? Infinity).toBeLessThanOrEqual(height - 44)
  await expect(
    hero(page)
      .getByRole('link', { name: /^Discover: / })
      .first(),
  ).toBeInViewport()
  // Each slide's button is whole, and at the same distance from its slide's foot: no slide has
  // an empty band under it, whatever the length of its title.
  const gaps = await hero(page)
    .getByRole('group')
    .evaluateAll((slides) =>
      slides.map((slide) => {
        const button = slide.querySelector('a[aria-label^="Discover"]')?.getBoundingClientRect()
        const box = slide.getBoundingClientRect()
        return button ? Math.round(box.bottom - button.bottom) : -1
      }),
    )
  expect(gaps).toHaveLength(5)
  for (const gap of gaps) {
    expect(gap).toBeGreaterThanOrEqual(0)
    expect(gap).toBe(gaps[0])
  }
})
