import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'

import { croppedAspectRatio } from '@/lib/photo-layout'
import type { PersonDocument, SanityImage, StoryDocument } from '@/sanity/sample/documents'

import { publishedStories, readDataset } from '@/tests/support/dataset'
import { watchErrors } from '@/tests/support/page-errors'

// Every photograph of a story opens in a viewer over it, at its own URL; the same URL loaded
// directly is the photo's own page.

const documents = readDataset()
const photosOf = (story: StoryDocument): SanityImage[] => [
  story.cover,
  ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
]
const story = publishedStories(documents).find((candidate) => photosOf(candidate).length >= 4)
if (!story) throw new Error('The sample dataset has no story with 4 photographs.')
const photos = photosOf(story)
const count = photos.length
const storyPath = `/stories/${story.slug.current}`
const photoPath = (n: number) => `${storyPath}/photos/${n}`
const assetId = (photo: SanityImage | undefined) => photo?.asset._ref.split('-')[1] ?? 'none'
const people = new Map(
  documents
    .filter((doc): doc is PersonDocument => doc._type === 'person')
    .map((person) => [person._id, `${person.firstName} ${person.lastName}`]),
)
const creditOf = (photo: SanityImage | undefined) =>
  photo?.credit?.person ? people.get(photo.credit.person._ref) : photo?.credit?.name

const viewer = (page: Page) => page.getByRole('dialog', { name: `Photographs of ${story.title}` })
/** The photograph the viewer shows (its neighbours are in the dialog too, off screen). */
const shownPhoto = (page: Page) => viewer(page).locator('[data-slide="current"] img')

/** A photograph's own shape (width / height) from its asset's size and the editor's crop. */
function shapeOf(photo: SanityImage | undefined): number {
  const [width, height] = (photo?.asset._ref.split('-')[2] ?? '3x2').split('x').map(Number)
  return croppedAspectRatio({ width: width ?? 3, height: height ?? 2 }, photo?.crop)
}

type Point = { x: number; y: number }

/** Touches with several fingers, which Playwright's touchscreen (one tap) cannot send. */
async function touchscreen(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  let down = false
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((point, id) => ({ ...point, id })),
    })
  const fingers = {
    async move(points: Point[]) {
      await send(down ? 'touchMove' : 'touchStart', points)
      down = true
    },
    async lift() {
      await send('touchEnd', [])
      down = false
    },
    /** One finger from `from` to `to`, in steps, then lifted. */
    async drag(from: Point, to: Point) {
      for (let step = 0; step <= 6; step++) {
        await fingers.move([
          { x: from.x + ((to.x - from.x) * step) / 6, y: from.y + ((to.y - from.y) * step) / 6 },
        ])
      }
      await fingers.lift()
    },
  }
  return fingers
}

/** The viewer shows photograph `n`: its counter, URL, file and caption. */
async function expectShown(page: Page, n: number) {
  const dialog = viewer(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(`${n} / ${count}`)).toBeVisible()
  await expect(page).toHaveURL(photoPath(n))
  const photo = photos[n - 1]
  await expect(shownPhoto(page)).toHaveAttribute('src', new RegExp(assetId(photo)))
  await expect(dialog.locator('[data-slide="current"] figcaption')).toContainText(
    `Photograph by ${creditOf(photo)}`,
  )
}

/**
 * Opens photograph `n` in the viewer from the story, by a click or `press` on its link, as a
 * reader does. A click before the story is hydrated opens the photograph's own page instead (a
 * document load, which forgets the mark): back to the story, and again. A slow opening (on
 * `next dev` the viewer's route compiles on first use) is waited for, not pressed again.
 */
async function openInViewer(
  page: Page,
  n: number,
  press: (link: Locator) => Promise<void> = (link) => link.click(),
) {
  const link = page.locator(`a[href="${photoPath(n)}"]`)
  // Three presses at most: hydration is a matter of seconds, not of retries.
  let inViewer = false
  for (let attempt = 0; attempt < 3 && !inViewer; attempt++) {
    await page.evaluate(() => Object.assign(window, { storyKept: true }))
    await press(link)
    // On a cold `next dev` the viewer's route and its client code compile on this first open:
    // over 30 s once on 2 cores, while the other worker's pages compiled too.
    await expect(page).toHaveURL(photoPath(n), { timeout: 90_000 })
    await page.waitForLoadState('domcontentloaded')
    inViewer = await page.evaluate(() => 'storyKept' in window)
    // Opened as its own page: back to the story, to press again.
    if (!inViewer) await page.goBack({ waitUntil: 'domcontentloaded' })
  }
  expect(inViewer, 'the photograph opened in the viewer, not as its own page').toBe(true)
  await expectShown(page, n)
}

test.describe('the photo viewer', () => {
  test('opens a photo by click, moves with the arrow keys, and Esc returns focus to it @smoke', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.goto(storyPath)
    await openInViewer(page, 3)
    await page.keyboard.press('ArrowRight')
    await expectShown(page, 4)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expectShown(page, 2)
    // The first photograph: no further back.
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expectShown(page, 1)
    await page.keyboard.press('Escape')
    await expect(viewer(page)).toBeHidden()
    await expect(page).toHaveURL(storyPath)
    await expect(page.locator(`a[href="${photoPath(1)}"]`)).toBeFocused()
    expect(errors).toEqual([])
  })

  test('closes onto the photograph it was showing, scrolled into view', async ({ page }) => {
    await page.goto(storyPath)
    await openInViewer(page, 1)
    for (let n = 2; n <= count; n++) {
      await page.keyboard.press('ArrowRight')
      await expectShown(page, n)
    }
    await page.keyboard.press('Escape')
    await expect(viewer(page)).toBeHidden()
    const last = page.locator(`a[href="${photoPath(count)}"]`)
    await expect(last).toBeFocused()
    await expect(last).toBeInViewport({ ratio: 0.5 })
  })

  test('opens by keyboard, keeps focus inside, and Close returns it', async ({ page }) => {
    await page.goto(storyPath)
    await openInViewer(page, 2, async (link) => {
      await link.focus()
      await page.keyboard.press('Enter')
    })
    const link = page.locator(`a[href="${photoPath(2)}"]`)
    // Tabbing never reaches the story behind (the browser's own controls are allowed).
    const focused: string[] = []
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab')
      focused.push(
        await page.evaluate(() => {
          const active = document.activeElement
          if (!active || active === document.body) return 'browser'
          return active.closest('dialog') ? 'dialog' : `story: ${active.outerHTML.slice(0, 60)}`
        }),
      )
    }
    expect(focused.filter((where) => where.startsWith('story'))).toEqual([])
    expect(focused).toContain('dialog')
    await viewer(page).getByRole('button', { name: 'Close' }).click()
    await expect(viewer(page)).toBeHidden()
    await expect(link).toBeFocused()
  })

  test('moves with a swipe and with its buttons; Back closes it', async ({ page }) => {
    await page.goto(storyPath)
    await openInViewer(page, 1)
    const box = await shownPhoto(page).boundingBox()
    if (!box) throw new Error('The photograph has no box.')
    const swipe = async (dx: number) => {
      const y = box.y + box.height / 2
      await page.mouse.move(box.x + box.width / 2, y)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 5 })
      await page.mouse.up()
    }
    await swipe(-120)
    await expectShown(page, 2)
    await swipe(120)
    await expectShown(page, 1)
    await viewer(page).getByRole('button', { name: 'Next photograph' }).click()
    await viewer(page).getByRole('button', { name: 'Next photograph' }).click()
    await expectShown(page, 3)
    await page.goBack()
    await expect(viewer(page)).toBeHidden()
    await expect(page).toHaveURL(storyPath)
    // The story is usable again: another photograph opens.
    await page.locator(`a[href="${photoPath(2)}"]`).click()
    await expectShown(page, 2)
  })

  test('on a phone: edge to edge, the neighbours preloaded, a tap hides the controls @phone', async ({
    page,
  }) => {
    await page.goto(storyPath)
    await openInViewer(page, 2)
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 }
    const box = await shownPhoto(page).boundingBox()
    // As wide as the screen, unless the photograph is so tall that its height limits it.
    expect(box?.width).toBeGreaterThanOrEqual(
      Math.min(width, (height - 200) * shapeOf(photos[1])) - 1,
    )
    expect(box?.x).toBeLessThanOrEqual(0.5)
    // The photographs either side are already loaded, at the screen's size.
    await expect
      .poll(() =>
        viewer(page)
          .locator('[data-slide="neighbour"] img')
          .evaluateAll((imgs) =>
            imgs.map(
              (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
            ),
          ),
      )
      .toEqual([true, true])
    // Nothing moves on its own below 768 px: no transition on the slides.
    const durations = await viewer(page)
      .locator('[data-slide]')
      .evaluateAll((slides) => slides.map((slide) => getComputedStyle(slide).transitionDuration))
    expect(durations.every((duration) => duration === '0s')).toBe(true)
    // A tap hides the controls and caption; another shows them.
    const caption = viewer(page).locator('[data-slide="current"] figcaption')
    const center = {
      x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
      y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
    }
    await page.touchscreen.tap(center.x, center.y)
    await expect(caption).toBeHidden()
    await expect(viewer(page)).toHaveAttribute('data-controls', 'hidden')
    await page.touchscreen.tap(center.x, center.y)
    await expect(caption).toBeVisible()
  })

  test('on a phone: pinch and double tap zoom, a swipe changes photograph, a swipe down closes @phone', async ({
    page,
  }) => {
    await page.goto(storyPath)
    await openInViewer(page, 1)
    const box = await shownPhoto(page).boundingBox()
    if (!box) throw new Error('The photograph has no box.')
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const shownWidth = async () =>
      shownPhoto(page).evaluate((img) => img.getBoundingClientRect().width)

    // Double tap: zoomed about the point tapped; again: back to the whole photograph.
    await page.touchscreen.tap(center.x, center.y)
    await page.touchscreen.tap(center.x, center.y)
    await expect.poll(shownWidth).toBeGreaterThan(box.width * 2)
    await page.touchscreen.tap(center.x, center.y)
    await page.touchscreen.tap(center.x, center.y)
    await expect.poll(shownWidth).toBeLessThan(box.width * 1.05)

    // Pinch: two fingers moving apart.
    const fingers = await touchscreen(page)
    await fingers.move([
      { x: center.x - 30, y: center.y },
      { x: center.x + 30, y: center.y },
    ])
    for (const spread of [50, 70, 90, 110]) {
      await fingers.move([
        { x: center.x - spread, y: center.y },
        { x: center.x + spread, y: center.y },
      ])
    }
    await fingers.lift()
    await expect.poll(shownWidth).toBeGreaterThan(box.width * 2.5)
    // While zoomed a drag pans the photograph rather than changing it.
    await fingers.drag(center, { x: center.x - 150, y: center.y })
    await expectShown(page, 1)
    await page.touchscreen.tap(center.x, center.y)
    await page.touchscreen.tap(center.x, center.y)
    await expect.poll(shownWidth).toBeLessThan(box.width * 1.05)

    // Unzoomed, a swipe to the left shows the next photograph.
    await fingers.drag(center, { x: center.x - 150, y: center.y })
    await expectShown(page, 2)
    // A swipe down closes the viewer, back on the story.
    await fingers.drag(center, { x: center.x, y: center.y + 220 })
    await expect(viewer(page)).toBeHidden()
    await expect(page).toHaveURL(storyPath)
  })

  test('has no accessibility violations @any-screen', async ({ page }) => {
    await page.goto(storyPath)
    await openInViewer(page, 2)
    const { violations } = await new AxeBuilder({ page }).include('dialog').analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })
})

test.describe("a photo's own page", () => {
  test('answers 200 with its title, Open Graph image, caption and neighbours @any-screen', async ({
    page,
  }) => {
    const response = await page.goto(photoPath(2))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(new RegExp(`^Photograph 2 of ${count}: `))
    const photo = photos[1]
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`${assetId(photo)}.*[?&]w=1200&h=630`),
    )
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('main figcaption')).toContainText(photo?.caption ?? '')
    const nav = page.getByRole('navigation', { name: 'Photographs' })
    await expect(nav.getByRole('link', { name: /Previous photograph/ })).toHaveAttribute(
      'href',
      photoPath(1),
    )
    await expect(nav.getByRole('link', { name: /Next photograph/ })).toHaveAttribute(
      'href',
      photoPath(3),
    )
    // Back to the story, at this photograph's place in it (its figure's id).
    await expect(page.getByRole('link', { name: story.title })).toHaveAttribute(
      'href',
      `${storyPath}#photo-2`,
    )
    await page.getByRole('link', { name: story.title }).click()
    await expect(page.locator('#photo-2')).toBeInViewport()
  })

  test('describes its photograph for image search: creator, credit, copyright, licence @any-screen', async ({
    page,
    request,
  }) => {
    await page.goto(photoPath(2))
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const image = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'ImageObject')
    const photo = photos[1]
    expect(image).toMatchObject({
      creditText: creditOf(photo),
      creator: { '@type': 'Person', name: creditOf(photo) },
      copyrightNotice: photo?.copyrightNotice,
      url: expect.stringMatching(new RegExp(`${photoPath(2)}$`)),
    })
    expect(image?.license).toBe(photo?.license)
    expect(String(image?.contentUrl)).toMatch(new RegExp(assetId(photo)))
    const file = await request.get(
      new URL(String(image?.contentUrl)).pathname + new URL(String(image?.contentUrl)).search,
    )
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^image\//)
    // The story describes every one of its photographs the same way.
    await page.goto(storyPath)
    const article = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type'?: string; associatedMedia?: unknown[] })
      .find((data) => data['@type'] === 'Article')
    expect(article?.associatedMedia).toHaveLength(count)
  })

  test('answers the viewer keys: the arrows move between photographs, Esc goes back to the story', async ({
    page,
  }) => {
    // Each key listens once its page is hydrated (each move loads a page): press until it has.
    const pressUntil = (key: string, url: string) =>
      expect(async () => {
        await page.keyboard.press(key)
        await expect(page).toHaveURL(url, { timeout: 2_000 })
      }).toPass()
    await page.goto(photoPath(2))
    await pressUntil('ArrowRight', photoPath(3))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photograph 3 of ${count}`)
    await pressUntil('ArrowLeft', photoPath(2))
    // Its way on is in view above the photograph, however tall the photograph is.
    const nav = page.getByRole('navigation', { name: 'Photographs' })
    await expect(nav.getByRole('link', { name: /Next photograph/ })).toBeInViewport()
    await expect(nav.getByRole('link', { name: /Previous photograph/ })).toBeInViewport()
    await pressUntil('Escape', storyPath)
  })

  for (const bad of ['0', String(count + 1), '99', 'x', '01']) {
    test(`answers 404 for photo ${bad} @any-screen`, async ({ page }) => {
      const response = await page.goto(`${storyPath}/photos/${bad}`)
      expect(response?.status()).toBe(404)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a photo's link leads to its page", async ({ page }) => {
    await page.goto(storyPath)
    await page.locator(`a[href="${photoPath(2)}"]`).click()
    await expect(page).toHaveURL(photoPath(2))
    await expect(page.getByRole('heading', { name: `Photograph 2 of ${count}` })).toBeVisible()
  })
})
