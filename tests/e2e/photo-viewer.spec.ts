import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

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

/** The viewer shows photograph `n`: its counter, URL, file and caption. */
async function expectShown(page: Page, n: number) {
  const dialog = viewer(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(`${n} / ${count}`)).toBeVisible()
  await expect(page).toHaveURL(photoPath(n))
  const photo = photos[n - 1]
  await expect(dialog.locator('img')).toHaveAttribute('src', new RegExp(assetId(photo)))
  await expect(dialog.locator('figcaption')).toContainText(`Photograph by ${creditOf(photo)}`)
}

test.describe('the photo viewer', () => {
  test('opens a photo by click, moves with the arrow keys, and Esc returns focus to it @smoke', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.goto(storyPath)
    await page.locator(`a[href="${photoPath(3)}"]`).click()
    await expectShown(page, 3)
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

  test('opens by keyboard, keeps focus inside, and Close returns it', async ({ page }) => {
    await page.goto(storyPath)
    const link = page.locator(`a[href="${photoPath(2)}"]`)
    await link.focus()
    await page.keyboard.press('Enter')
    await expectShown(page, 2)
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
    await page.locator(`a[href="${photoPath(1)}"]`).click()
    await expectShown(page, 1)
    const box = await viewer(page).locator('img').boundingBox()
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

  test('has no accessibility violations @any-screen', async ({ page }) => {
    await page.goto(storyPath)
    await page.locator(`a[href="${photoPath(2)}"]`).click()
    await expectShown(page, 2)
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
    await expect(page.getByRole('link', { name: story.title })).toHaveAttribute('href', storyPath)
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
