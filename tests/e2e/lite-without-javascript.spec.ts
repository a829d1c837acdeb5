// Data saver is plain HTML (issue 46): with JavaScript off (Opera Mini's extreme mode, KaiOS, a
// script that failed on a bad connection), every control of a lite page works as a link or a
// form, in English and in Arabic, right to left. A phone's screen: the menu is the header's.
import { expect, type Browser, type Page, test } from '@playwright/test'

import { storyCountryName } from '@/lib/i18n/country-names'
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { pageVariant, publicPath } from '@/lib/page-variant'
import { photoAnchor } from '@/lib/routes'

import { publishedStories } from '@/tests/support/dataset'
import { isLiteScriptPath } from '@/lib/lite/script-name.mjs'

const story = publishedStories().find(
  (s) => s.content.filter((block) => block._type === 'imageBlock').length >= 2,
)
if (!story) throw new Error('the dataset has no published story with two photograph blocks')
const lite = (locale: Locale, path: string) => publicPath(pageVariant('lite', locale), path)

/** A phone with scripting off; `scripts`: Next's scripts its lite pages asked for (none). */
async function phoneWithoutScripts(browser: Browser): Promise<Page & { scripts: string[] }> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = Object.assign(await context.newPage(), { scripts: [] as string[] })
  // Nothing of Next's on a lite page: no script runs, and none is even asked for.
  page.on('request', (request) => {
    const { pathname } = new URL(request.frame().url())
    if (request.resourceType() === 'script' && pathname.split('/').includes('lite')) {
      if (!isLiteScriptPath(new URL(request.url()).pathname)) page.scripts.push(request.url())
    }
  })
  return page
}

for (const locale of ['en', 'ar'] as const) {
  const t = translator(locale)

  test.describe(`without JavaScript, in ${locale}`, () => {
    test(`a photo page leads to the next photograph and back to its place @any-screen`, async ({
      browser,
    }) => {
      const page = await phoneWithoutScripts(browser)
      await page.goto(lite(locale, `/stories/${story.slug.current}`))
      // The cover is loaded with the page, and is its first photograph's way in.
      await page.locator('main a[data-photo-link]').first().click()
      await expect(page.locator('main h1')).toHaveText(/1/)
      await expect(page.locator('main img').first()).toBeVisible()
      await page.getByRole('link', { name: t('viewer.next') }).click()
      await expect(page).toHaveURL(/\/photos\/2$/)
      await expect(page.locator('main img').first()).toBeVisible()
      await expect(page.getByRole('link', { name: t('viewer.previous') })).toBeVisible()
      // Back to the story, at the photograph's own place in it.
      await page.locator('main p a').first().click()
      const url = new URL(page.url())
      expect(url.pathname).toBe(lite(locale, `/stories/${url.pathname.split('/').at(-1)}`))
      expect(url.hash).toBe(`#${photoAnchor(2)}`)
      await expect(page.locator(`#${photoAnchor(2)}`)).toBeInViewport()
      expect(page.scripts).toEqual([])
      await page.context().close()
    })

    test(`the stories' filters are a plain form @any-screen`, async ({ browser }) => {
      const page = await phoneWithoutScripts(browser)
      await page.goto(lite(locale, '/stories'))
      const country = page.getByLabel(t('filters.country'))
      // The first country with stories, as the select offers it ("Ghana (3)").
      const option = country.locator('option:not([value=""])').first()
      const value = (await option.getAttribute('value')) ?? ''
      await country.selectOption(value)
      await page.getByRole('button', { name: t('filters.apply') }).click()
      const url = new URL(page.url())
      expect(url.pathname).toBe(lite(locale, '/stories'))
      expect(url.searchParams.get('country')).toBe(value)
      await expect(page.getByLabel(t('filters.country'))).toHaveValue(value)
      await expect(page.locator('main h2').first()).toContainText(storyCountryName(value, locale))
      expect(page.scripts).toEqual([])
      await page.context().close()
    })

    test(`search is a plain form @any-screen`, async ({ browser }) => {
      const page = await phoneWithoutScripts(browser)
      await page.goto(lite(locale, '/search'))
      const words = story.title.split(' ').slice(0, 2).join(' ')
      const box = page.locator('main').getByRole('searchbox')
      await box.fill(words)
      await box.press('Enter')
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === words)
      expect(new URL(page.url()).pathname).toBe(lite(locale, '/search'))
      // Its results, each a link to the story in data saver.
      await expect(page.locator('main li h2 a').first()).toHaveAttribute(
        'href',
        /\/lite\/stories\//,
      )
      expect(page.scripts).toEqual([])
      await page.context().close()
    })

    test(`the menu opens, and switches the language @any-screen`, async ({ browser }) => {
      const page = await phoneWithoutScripts(browser)
      await page.goto(lite(locale, '/latest'))
      const nav = page.getByRole('navigation', { name: t('nav.main') })
      await expect(nav).toBeHidden()
      await page.locator('[data-phone-menu] > summary').click()
      await expect(nav).toBeVisible()
      await expect(nav.getByRole('link', { name: t('nav.stories') })).toBeVisible()
      const other: Locale = locale === 'ar' ? 'fr' : 'ar'
      await page.getByRole('link', { name: LOCALE_NAMES[other] }).click()
      await expect(page).toHaveURL((url) => url.pathname === lite(other, '/latest'))
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      expect(page.scripts).toEqual([])
      await page.context().close()
    })

    test(`data saver turns off, on the same page of the list @any-screen`, async ({ browser }) => {
      const page = await phoneWithoutScripts(browser)
      await page.goto(`${lite(locale, '/latest')}?page=2`)
      await page
        .getByRole('button', { name: t('dataSaver.label'), exact: true, pressed: true })
        .click()
      // Its query too, which the page (rendered once for everyone) could not write in its form.
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === publicPath(pageVariant('full', locale), '/latest') &&
          url.search === '?page=2',
      )
      await expect(
        page.getByRole('button', { name: t('dataSaver.label'), exact: true, pressed: false }),
      ).toBeVisible()
      expect(page.scripts).toEqual([])
      await page.context().close()
    })
  })
}
