import { expect, type Page, test } from '@playwright/test'

import { nameOf, publishedStories, tellerOf } from '@/tests/support/dataset'
import { scrollThrough } from '@/tests/support/scroll-through'
import { personPath } from '@/lib/routes'
import { THUMBNAIL } from '@/lib/image-sizes'

// Every photograph's `sizes` must tell the browser the width it is drawn at, so that it picks the
// smallest file that is sharp enough: a `sizes` too wide makes a phone pay for pixels it never
// shows, one too narrow makes photographs soft. Checked on a phone (390 px, 2x) and a desktop
// (1440 px, 1x) screen, on every image each page loads once scrolled through. A card's photograph
// (a thumbnail: an <img> at THUMBNAIL's quality, no <source>) is drawn at most THUMBNAIL's
// density, 1.5x on the phone; any other at the screen's.

const [story] = publishedStories()
if (!story) throw new Error('the dataset has no published story')
const routes = [
  '/',
  '/latest',
  '/stories',
  `/stories/${story.slug.current}`,
  '/community',
  '/theruumafrica',
  // The newest story's teller: a portrait, story cards and a grid of photographs.
  personPath(nameOf(tellerOf(story))) ?? '',
]

type Drawn = { src: string; drawn: number; chosen: number; candidates: number[] }

/** Scrolls to the end, waits for the lazy images on the way, and reports each loaded one. */
async function drawnImages(page: Page): Promise<Drawn[]> {
  await scrollThrough(page)
  return page.locator('main img').evaluateAll(
    (imgs, thumbnail) =>
      (imgs as HTMLImageElement[])
        .filter(
          (img) => img.complete && img.currentSrc !== '' && img.getBoundingClientRect().width > 0,
        )
        .map((img) => {
          const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null
          const source = [...(picture?.querySelectorAll('source') ?? [])].find(
            (candidate) => !candidate.media || matchMedia(candidate.media).matches,
          )
          const srcset = source?.srcset || img.srcset
          const widthOf = (url: string) => Number(new URL(url, location.href).searchParams.get('w'))
          const quality = Number(new URL(img.currentSrc).searchParams.get('q'))
          // A thumbnail is an <img> of its own at THUMBNAIL's quality; a photograph's dense
          // screens' <source> shares that quality but is drawn at the screen's density.
          const density =
            !source && quality === thumbnail.quality
              ? Math.min(devicePixelRatio, thumbnail.density)
              : devicePixelRatio
          return {
            src: img.currentSrc,
            drawn: img.getBoundingClientRect().width * density,
            chosen: widthOf(img.currentSrc),
            // Candidates are separated by a comma and a space; crop URLs hold bare commas.
            candidates: srcset
              .split(/,\s+/)
              .map((candidate) => widthOf(candidate.trim().split(' ')[0] ?? ''))
              .sort((a, b) => a - b),
          }
        }),
    THUMBNAIL,
  )
}

for (const screen of [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
]) {
  test.describe(`on a ${screen.name} screen`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor })

    // Each screen sets its own size: run once, in the desktop project (tagged as such).
    for (const route of routes) {
      test(`${route}: each photograph is fetched at the width it is drawn @desktop`, async ({
        page,
      }) => {
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
        await page.goto(route)
        const images = await drawnImages(page)
        expect(images.length).toBeGreaterThan(0)
        const misfits = images.flatMap(({ src, drawn, chosen, candidates }) => {
          // The smallest candidate that covers the drawn pixels (or the largest there is).
          const ideal = candidates.find((width) => width >= drawn) ?? candidates.at(-1) ?? 0
          // Browsers may round down to the step below when it is nearly sharp enough.
          const sharp = chosen === candidates.at(-1) || chosen >= drawn * 0.8
          return chosen <= ideal && sharp
            ? []
            : [
                `${new URL(src).search}: drawn at ${Math.round(drawn)} px, chose ${chosen} of ${candidates.join(' ')}`,
              ]
        })
        expect(misfits).toEqual([])
      })
    }
  })
}
