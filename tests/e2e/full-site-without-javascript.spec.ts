// The full site before and without its scripts (issue 60): with JavaScript off (turned off, a
// script that failed, a browser too old for it), every control is a link, a disclosure or a form,
// in English and in Arabic, right to left; one line offers data saver, which is made for it.
// And with scripts on but not yet run, a tap on the phone menu opens it.
import { expect, type Browser, type Page, test } from '@playwright/test'

import { DATA_SAVER_COOKIE } from '@/lib/data-saver'
import { storyCountryName } from '@/lib/i18n/country-names'
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { pageVariant, publicPath } from '@/lib/page-variant'

import { phoneMenu, phoneMenuButton, languageSwitchButton } from '@/tests/support/header-menus'
import { holdScripts } from '@/tests/support/hydration'

const full = (locale: Locale, path: string) => publicPath(pageVariant('full', locale), path)
const lite = (locale: Locale, path: string) => publicPath(pageVariant('lite', locale), path)

/** A browser with scripting off, at a phone's size or a desktop's. */
async function withoutScripts(browser: Browser, screen: 'phone' | 'desktop'): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(screen === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  })
  return context.newPage()
}

for (const locale of ['en', 'ar'] as const) {
  const t = translator(locale)

  test.describe(`the full site without JavaScript, in ${locale}`, () => {
    test(`the phone menu opens and switches the language @any-screen`, async ({ browser }) => {
      const page = await withoutScripts(browser, 'phone')
      await page.goto(full(locale, '/latest'))
      const nav = page.getByRole('navigation', { name: t('nav.main') })
      await expect(nav).toBeHidden()
      await phoneMenuButton(page).click()
      await expect(phoneMenu(page)).toHaveAttribute('open')
      await expect(nav.getByRole('link', { name: t('nav.stories') })).toBeVisible()
      const other: Locale = locale === 'ar' ? 'fr' : 'ar'
      await phoneMenu(page).getByRole('link', { name: LOCALE_NAMES[other] }).click()
      await expect(page).toHaveURL((url) => url.pathname === full(other, '/latest'))
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await page.context().close()
    })

    test(`the wide screen's language switch opens and switches @any-screen`, async ({
      browser,
    }) => {
      const page = await withoutScripts(browser, 'desktop')
      await page.goto(full(locale, '/stories'))
      await languageSwitchButton(page).click()
      const other: Locale = locale === 'ar' ? 'pt' : 'sw'
      await page
        .getByRole('banner')
        .getByRole('link', { name: LOCALE_NAMES[other] })
        .filter({ visible: true })
        .click()
      await expect(page).toHaveURL((url) => url.pathname === full(other, '/stories'))
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await page.context().close()
    })

    test(`the stories' filters are a plain form in place of the select @any-screen`, async ({
      browser,
    }) => {
      const page = await withoutScripts(browser, 'phone')
      await page.goto(full(locale, '/stories'))
      // The spec's select needs its script: not shown, the form's native select instead.
      const shown = page.getByRole('combobox', { name: t('filters.country') })
      expect(await shown.evaluateAll((boxes) => boxes.map((box) => box.tagName))).toEqual([
        'SELECT',
      ])
      const country = page.locator('main select[name="country"]')
      const option = country.locator('option:not([value=""])').first()
      const value = (await option.getAttribute('value')) ?? ''
      expect(value).not.toBe('')
      await country.selectOption(value)
      await page.getByRole('button', { name: t('filters.apply') }).click()
      const url = new URL(page.url())
      expect(url.pathname).toBe(full(locale, '/stories'))
      expect(url.searchParams.get('country')).toBe(value)
      await expect(country).toHaveValue(value)
      await expect(page.locator('main h2').first()).toContainText(storyCountryName(value, locale))
      await page.context().close()
    })

    test(`pagination is links @any-screen`, async ({ browser }) => {
      const page = await withoutScripts(browser, 'phone')
      await page.goto(full(locale, '/latest'))
      const paging = page.getByRole('navigation', { name: t('paging.label') })
      await paging.getByRole('link', { name: t('paging.next') }).click()
      await expect(page).toHaveURL(
        (url) => url.pathname === full(locale, '/latest') && url.searchParams.get('page') === '2',
      )
      // "Page 2 of N", whatever N is.
      const [before = '', after = ''] = t('paging.status', { page: 2, count: 999 }).split('999')
      await expect(paging).toContainText(before)
      await expect(paging).toContainText(after)
      await expect(paging.getByRole('link', { name: t('paging.previous') })).toBeVisible()
      await page.context().close()
    })

    test(`the hero is a strip of slides, each a link, with no dead buttons @any-screen`, async ({
      browser,
    }) => {
      const page = await withoutScripts(browser, 'phone')
      await page.goto(full(locale, '/'))
      const hero = page.getByRole('region', { name: t('hero.region') })
      const slides = hero.locator('[aria-roledescription="slide"]')
      expect(await slides.count()).toBeGreaterThan(1)
      // The slider's buttons only work with its script: none shown.
      await expect(hero.getByRole('button')).toHaveCount(0)
      // The first slide's photograph shows; the second, swiped to, is reachable, and its link
      // opens its story.
      const photo = slides.nth(0).locator('img')
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      const second = slides.nth(1)
      await second.scrollIntoViewIfNeeded()
      await expect(second).not.toHaveAttribute('inert')
      const title = (await second.getByRole('heading').textContent()) ?? ''
      await second.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await page.context().close()
    })

    test(`one line offers data saver, which opens this page there @any-screen`, async ({
      browser,
    }) => {
      const page = await withoutScripts(browser, 'phone')
      await page.goto(`${full(locale, '/latest')}?page=2`)
      // In a <noscript>, which Playwright's text and role queries pass over: by its markup.
      const offer = page.locator('noscript form')
      await expect(offer).toBeVisible()
      await expect(offer.locator('p')).toHaveText(t('dataSaver.noScript'))
      await expect(offer.locator('button')).toHaveText(t('dataSaver.accept'))
      await offer.locator('button').click()
      await expect(page).toHaveURL(
        (url) => url.pathname === lite(locale, '/latest') && url.search === '?page=2',
      )
      const cookies = await page.context().cookies()
      expect(cookies.find((cookie) => cookie.name === DATA_SAVER_COOKIE)?.value).toBe('on')
      await page.context().close()
    })
  })
}

test('with scripts on, the offer of data saver for a page without them is not shown @any-screen', async ({
  page,
}) => {
  await page.goto('/latest')
  await expect(page.locator('noscript')).not.toHaveCount(0)
  await expect(page.locator('noscript form')).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: translator('en')('dataSaver.accept') }),
  ).toBeHidden()
})

test('a tap on the phone menu before the page is hydrated opens it @phone', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/latest', { waitUntil: 'domcontentloaded' })
  await phoneMenuButton(page).click()
  await expect(phoneMenu(page)).toHaveAttribute('open')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  // Hydration keeps it open, and then the menu closes as a menu does.
  release()
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(phoneMenu(page)).not.toHaveAttribute('open', { timeout: 1_000 })
  }).toPass()
})
