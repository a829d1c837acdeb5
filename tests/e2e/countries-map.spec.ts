// The map on /countries under a finger: every country with stories is a target of at least
// 24 × 24 CSS px (WCAG 2.2, 2.5.8), and a tap on a small country opens that country, not the
// neighbour it sits in (issue 26: Gambia was 13 × 3 px and a tap opened Senegal).
import { expect, test, type Locator, type Page } from '@playwright/test'

import { countryFromSlug } from '@/lib/country-path'
import type { Country } from '@/lib/lists/countries'

import { storyCountries } from '@/tests/support/dataset'
import { countryPath } from '@/lib/routes'
import { nonEmpty } from '@/tests/support/non-empty'

const TARGET_PX = 24
/** The islands and the sliver the issue names, where they have stories in the sample. */
const SMALL: readonly Country[] = ['Gambia', 'Cabo Verde', 'Comoros']
const withStories = storyCountries() as Country[]

/** The map's links: decoration to assistive technology, so found by their markup. */
const mapLinks = (page: Page) => page.locator('main [aria-hidden="true"] a')

async function boxOf(link: Locator) {
  const box = await link.boundingBox()
  if (!box) throw new Error(`${await link.getAttribute('href')} is not drawn`)
  return box
}

/** The link, if any, the topmost element at a point belongs to: what a tap there opens. */
const hrefAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => document.elementFromPoint(px!, py!)?.closest('a')?.getAttribute('href') ?? null,
    [x, y],
  )

test.describe('the countries map', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    // The brief's two screens: a phone (the project's 390 px) and a wide desktop.
    if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/countries')
  })

  test('links each country with stories by a target of 24 × 24 px or more, that is its own', async ({
    page,
  }) => {
    const links = mapLinks(page)
    await expect(links).toHaveCount(withStories.length)
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(hrefs.sort()).toEqual(withStories.map(countryPath).sort())
    for (const link of nonEmpty(await links.all())) {
      const href = await link.getAttribute('href')
      const { width, height } = await boxOf(link)
      expect.soft(width, `${href} width`).toBeGreaterThanOrEqual(TARGET_PX)
      expect.soft(height, `${href} height`).toBeGreaterThanOrEqual(TARGET_PX)
    }
    // A marker's middle is its own: no other marker or label is painted over it. (An outline's
    // box may be mostly its neighbours', so only markers are checked here.)
    const markers = page.locator('main [aria-hidden="true"] a:not(svg a)')
    await expect(markers.first()).toBeVisible()
    for (const marker of nonEmpty(await markers.all())) {
      // elementFromPoint sees only the viewport: markers in the south lie below the fold.
      await marker.scrollIntoViewIfNeeded()
      const { x, y, width, height } = await boxOf(marker)
      const href = await marker.getAttribute('href')
      expect.soft(await hrefAt(page, x + width / 2, y + height / 2), href ?? '').toBe(href)
    }
  })

  test('a tap on a small country’s target opens that country @phone', async ({ page }) => {
    // The countries tapped on a marker: those too small to tap on their outline at 390 px.
    const markers = page.locator('main [aria-hidden="true"] a:not(svg a)')
    await expect(markers.first()).toBeAttached()
    const hrefs = await markers.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
    const small = SMALL.filter((country) => withStories.includes(country)).map(countryPath)
    // The islands and Gambia, where the sample has stories from them, are among them.
    expect(small.length).toBeGreaterThan(0)
    expect(hrefs).toEqual(expect.arrayContaining(small))
    for (const href of hrefs) {
      const country = countryFromSlug(href.split('/').pop() ?? '')
      const marker = mapLinks(page).and(page.locator(`[href="${href}"]`))
      await marker.scrollIntoViewIfNeeded()
      const { x, y, width, height } = await boxOf(marker)
      const [cx, cy] = [x + width / 2, y + height / 2]
      // Anywhere in the 24 px square around its middle is this country's.
      const reach = TARGET_PX / 2 - 1
      for (const [dx, dy] of [
        [-reach, -reach],
        [reach, -reach],
        [-reach, reach],
        [reach, reach],
      ] as const) {
        expect.soft(await hrefAt(page, cx + dx, cy + dy), `${country} ${dx},${dy}`).toBe(href)
      }
      await page.touchscreen.tap(cx, cy)
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(country ?? href)
      await page.goBack()
    }
  })
})
