import { expect, type Page, test } from '@playwright/test'

import type { PersonDocument, SanityImage, StoryDocument } from '@/sanity/sample/documents'

import { publishedStories, readDataset } from '@/tests/support/dataset'
import { scrollThrough } from '@/tests/support/scroll-through'

// A story's photographs are shown at their own shape (the asset less the editor's crop): only
// the layouts that must crop (the cover, cards) crop, around the hotspot, and say so with
// `data-crop`. Under each photograph: its caption, "Photograph by …" and its place.

const documents = readDataset()
const stories = publishedStories(documents)
const layoutsOf = (story: StoryDocument) =>
  new Set(story.content.flatMap((block) => (block._type === 'imageBlock' ? [block.layout] : [])))
// Prefer a story with every layout, and an editor's crop on one of its photographs.
const photosOf = (story: StoryDocument): SanityImage[] =>
  story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : []))
const story =
  stories.find(
    (candidate) =>
      layoutsOf(candidate).size === 3 && photosOf(candidate).some((photo) => photo.crop),
  ) ?? stories.find((candidate) => layoutsOf(candidate).size === 3)
if (!story) throw new Error('The sample dataset has no story with every image layout.')
const url = `/stories/${story.slug.current}`

/** The photograph's own shape, from the dataset: the asset's size less the editor's crop. */
function ownShape(photo: SanityImage): number {
  const match = /-(\d+)x(\d+)-jpg$/.exec(photo.asset._ref)
  if (!match) throw new Error(`Not an image reference: ${photo.asset._ref}`)
  const crop = photo.crop ?? { top: 0, bottom: 0, left: 0, right: 0 }
  const width = Number(match[1]) * (1 - crop.left - crop.right)
  const height = Number(match[2]) * (1 - crop.top - crop.bottom)
  return width / height
}

const assetIdOf = (ref: string) => ref.split('-')[1] ?? ''
const shapes = new Map(
  photosOf(story).map((photo) => [assetIdOf(photo.asset._ref), ownShape(photo)]),
)

type Shown = {
  asset: string
  box: { x: number; width: number; height: number }
  file: number
  cropped: boolean
  block: string | null
}

/** Scrolls through the story so every photograph loads, then measures each in the article. */
async function shownPhotos(page: Page): Promise<Shown[]> {
  await scrollThrough(page)
  const article = page.locator('article').first()
  await expect
    .poll(() =>
      article
        .locator('img')
        .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
    )
    .toBe(true)
  return article.locator('img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => {
      const rect = img.getBoundingClientRect()
      return {
        asset: /([0-9a-f]{40})-\d+x\d+\./.exec(img.currentSrc)?.[1] ?? '',
        box: { x: rect.x, width: rect.width, height: rect.height },
        file: img.naturalWidth / img.naturalHeight,
        cropped: img.dataset.crop === 'hotspot',
        block: img.closest('[data-block]')?.getAttribute('data-block') ?? null,
      }
    }),
  )
}

const within2Percent = (actual: number, expected: number) => Math.abs(actual / expected - 1) <= 0.02

test.describe('a story’s photographs', () => {
  test('are shown at their own shape; only the cover is cropped (around its hotspot)', async ({
    page,
  }) => {
    await page.goto(url)
    const photos = await shownPhotos(page)
    const inBlocks = photos.filter((photo) => photo.block !== null)
    expect(inBlocks).toHaveLength(photosOf(story).length)
    const misshapen = inBlocks.flatMap((photo) => {
      const own = shapes.get(photo.asset)
      if (own === undefined) return [`${photo.asset}: not a photograph of this story`]
      const box = photo.box.width / photo.box.height
      return !photo.cropped && within2Percent(box, own) && within2Percent(photo.file, own)
        ? []
        : [
            `${photo.block} ${photo.asset}: own ${own.toFixed(3)}, box ${box.toFixed(3)}, file ${photo.file.toFixed(3)}`,
          ]
    })
    expect(misshapen).toEqual([])
    // The cover is the one the layout crops (to 4:5), and it says so.
    const cover = photos.find((photo) => photo.block === null)
    expect(cover?.cropped).toBe(true)
  })

  test('fill the screen on a desktop, no taller than the window with their caption; a pair at one height @desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(url)
    const photos = await shownPhotos(page)
    const full = photos.filter((shown) => shown.block === 'image-full')
    expect(full.length).toBeGreaterThan(0)
    for (const photo of full) {
      const own = shapes.get(photo.asset) ?? 0
      // As wide as the window allows once its caption has room under it.
      expect(photo.box.width).toBeGreaterThanOrEqual(Math.min(1440, (900 - 120) * own) - 2)
    }
    const figures = await page
      .locator('[data-block="image-full"] figure')
      .evaluateAll((list) => list.map((figure) => figure.getBoundingClientRect().height))
    expect(figures.length).toBeGreaterThan(0)
    for (const height of figures) expect(height).toBeLessThanOrEqual(900)
    const column = 728
    const blocks = photos.filter((shown) => shown.block === 'image-block')
    expect(blocks.length).toBeGreaterThan(0)
    // Wider than the text column, unless a portrait would then be taller than the screen.
    const narrow = blocks.filter(
      (photo) => (shapes.get(photo.asset) ?? 0) >= 1 && photo.box.width <= column,
    )
    expect(narrow).toEqual([])
    for (const photo of blocks) expect(photo.box.height).toBeLessThanOrEqual(900 * 0.85 + 1)
    const pair = photos.filter((shown) => shown.block === 'image-pair')
    expect(pair.length).toBeGreaterThan(0)
    expect(pair.length % 2).toBe(0)
    for (let index = 0; index < pair.length; index += 2) {
      const [left, right] = [pair[index], pair[index + 1]]
      expect(Math.abs((left?.box.height ?? 0) - (right?.box.height ?? -10))).toBeLessThanOrEqual(1)
    }
  })

  test('full ones run edge to edge on a phone @phone', async ({ page }) => {
    await page.goto(url)
    const width = page.viewportSize()?.width ?? 0
    const full = (await shownPhotos(page)).filter((shown) => shown.block === 'image-full')
    expect(full.length).toBeGreaterThan(0)
    for (const photo of full) {
      expect(photo.box.x).toBeLessThanOrEqual(0.5)
      expect(photo.box.width).toBeGreaterThanOrEqual(width - 1)
    }
  })

  test('each carry a caption, the photographer and the place under them', async ({ page }) => {
    await page.goto(url)
    const people = new Map(
      documents
        .filter((doc): doc is PersonDocument => doc._type === 'person')
        .map((person) => [person._id, `${person.firstName} ${person.lastName}`]),
    )
    const captions = page.locator('article figure figcaption')
    const photos = [story.cover, ...photosOf(story)]
    await expect(captions).toHaveCount(photos.length)
    for (const [index, photo] of photos.entries()) {
      const credit = photo.credit?.person
        ? people.get(photo.credit.person._ref)
        : photo.credit?.name
      const caption = captions.nth(index)
      await expect(caption).toContainText(photo.caption ?? '')
      await expect(caption).toContainText(`Photograph by ${credit}`)
      await expect(caption).toContainText(`${photo.place}, ${story.country}`)
    }
  })
})
