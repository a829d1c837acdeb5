import { expect, type Page, test } from '@playwright/test'

import { site } from '@/lib/site'

import { publishedStories, siteSettings } from '@/tests/support/dataset'
import { phoneMenu, phoneMenuButton } from '@/tests/support/header-menus'

const [story] = publishedStories()

// Which header link each route marks as the current page: '/' only exactly, others by prefix.
const cases = [
  { path: '/', current: 'Explore' },
  { path: '/latest', current: 'Latest' },
  { path: '/stories', current: 'Stories' },
  { path: `/stories/${story?.slug.current}`, current: 'Stories' },
  { path: '/community', current: null },
  { path: '/theruumafrica', current: null },
]

/** The main navigation as a visitor reaches it: inline on desktop, behind Menu on a phone. */
async function openMainNav(page: Page, isMobile: boolean) {
  if (isMobile) {
    await phoneMenuButton(page).click()
    await expect(phoneMenu(page)).toHaveAttribute('open')
  }
  return page.getByRole('navigation', { name: 'Main' })
}

for (const { path, current } of cases) {
  test(`header marks ${current ?? 'no link'} as current on ${path}`, async ({ page, isMobile }) => {
    await page.goto(path)
    const nav = await openMainNav(page, isMobile)
    await expect(nav.getByRole('link')).toHaveCount(3)
    // The one link marked current, or none.
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(current ? [current] : [])
  })
}

// Tagged @phone: the menu button exists only below the 768px breakpoint (see playwright.config).
test('the phone menu opens and closes with the keyboard @phone', async ({ page }) => {
  await page.goto('/')
  const menu = phoneMenu(page)
  const button = phoneMenuButton(page)
  await button.focus()
  // Open with Enter: a disclosure, so whether or not the page is hydrated yet.
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('open')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Latest' }),
  ).toBeVisible()
  // Escape closes it once the page's script listens: pressed again until then, as a reader would.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open', { timeout: 1_000 })
  }).toPass()
  await expect(button).toBeFocused()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
})

test('the phone menu closes on following one of its links @phone', async ({ page }) => {
  await page.goto('/')
  const menu = phoneMenu(page)
  await phoneMenuButton(page).click()
  await menu.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Latest' }).click()
  await expect(page).toHaveURL('/latest')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(menu).not.toHaveAttribute('open')
})

test('the footer links to the community, stories, the form, the chat group and the team @any-screen', async ({
  page,
}) => {
  const settings = siteSettings()
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: settings.communityName })).toHaveAttribute(
    'href',
    '/community',
  )
  await expect(footer.getByRole('link', { name: 'Stories', exact: true })).toHaveAttribute(
    'href',
    '/stories',
  )
  await expect(footer.getByRole('link', { name: 'Our team' })).toHaveAttribute(
    'href',
    '/theruumafrica',
  )
  for (const [name, href] of [
    ['Get featured', settings.getFeaturedUrl],
    ['Join us', settings.chatInviteUrl],
  ] as const) {
    const link = footer.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }

  // Internal links land on real pages.
  await footer.getByRole('link', { name: 'Our team' }).click()
  await expect(page).toHaveURL(/\/theruumafrica$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the footer shows each social profile with its icon @any-screen', async ({ page }) => {
  const settings = siteSettings()
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  expect(settings.socialLinks.length).toBeGreaterThan(0)
  for (const link of settings.socialLinks) {
    const anchor = footer.locator(`a[href="${link.url}"]`)
    await expect(anchor).toHaveAttribute('target', '_blank')
    await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(anchor.locator('svg path').first()).toBeAttached()
  }
})

// The heading font arrives after the first paint: if the header changed height then (the site's
// name wrapping in one font and not the other), every page below it would move (CLS).
test('the header is one line, the same height before and after the heading font, 360 px to 412 px @phone', async ({
  browser,
}) => {
  const heights: Record<string, number[]> = { fallback: [], font: [] }
  // One page load per font state, then each width by resizing: six loads took 30 s under load.
  for (const font of ['fallback', 'font'] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
    const page = await context.newPage()
    if (font === 'fallback') await page.route(/\.woff2$/, (route) => route.abort())
    // The header is the same on every page: the team page is the lightest with the heading font.
    await page.goto('/theruumafrica')
    if (font === 'font') await page.evaluate(() => document.fonts.ready)
    const name = page.getByRole('banner').getByRole('link', { name: site.name })
    for (const width of [360, 390, 412]) {
      await page.setViewportSize({ width, height: 800 })
      const box = await name.boundingBox()
      const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
      expect(box?.height, `${width} px, ${font}`).toBeLessThanOrEqual(lineHeight + 1)
      heights[font]?.push((await page.getByRole('banner').boundingBox())?.height ?? 0)
    }
    await context.close()
  }
  expect(heights.font).toEqual(heights.fallback)
})
