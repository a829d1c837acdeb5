// Her language, done right (issue 45): what a French or Arabic reader meets where the site used to
// lose her language: a person's stories, the addresses she shares, the marks on English stories,
// the numbers she reads, and what crawlers and installers see per language.
import { expect, type Page, test } from '@playwright/test'

import { absoluteUrl } from '@/lib/absolute-url'
import { languageName } from '@/lib/i18n/language-names'
import { LOCALES, textDirection, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { genderSelect } from '@/lib/lists/grammatical-genders'
import { pageVariant, publicPath } from '@/lib/page-variant'
import { personPath } from '@/lib/routes'
import { FEATURED_STORY_LIMIT } from '@/sanity/queries'
import type { StoryDocument } from '@/sanity/sample/documents'

import { nameOf, publishedStories, tellerOf, translatedStories } from '@/tests/support/dataset'
import { readSitemaps } from '@/tests/support/sitemaps'
import { nonEmpty } from '@/tests/support/non-empty'

const inLocale = (locale: Locale, path: string) => publicPath(pageVariant('full', locale), path)
const storyPath = (story: StoryDocument) => `/stories/${story.slug.current}`
const photosOf = (story: StoryDocument) => [
  story.cover,
  ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
]

const READERS = ['fr', 'ar'] as const

/** The reader's version of each story: its translation into `locale`, else the original. */
function versionIn(locale: Locale) {
  const translations = new Map(
    translatedStories(locale).map(({ original, story }) => [original._id, story]),
  )
  return (story: StoryDocument) => translations.get(story._id) ?? story
}

/** Whether `story` (an original) has a version in `locale`. */
const isTranslated = (locale: Locale, story: StoryDocument) => versionIn(locale)(story) !== story

for (const locale of READERS) {
  const t = translator(locale)
  const [translated] = translatedStories(locale)
  if (!translated) throw new Error(`The sample has no story translated into ${locale}.`)

  test.describe(`a reader of ${locale}`, () => {
    test(`finds a person's stories in every language, the same count, in her version @any-screen`, async ({
      page,
    }) => {
      const teller = tellerOf(translated.original)
      const path = personPath(nameOf(teller))
      if (!path) throw new Error('The teller has no page.')
      const cards = (reader: Locale) =>
        page.goto(inLocale(reader, path)).then(() => page.locator('main article').count())
      const english = await cards('en')
      expect(english).toBeGreaterThan(0)
      // How many photographs the English page credits them with ("with 12 photographs").
      const credited = /with (\d+) photograph/.exec(
        (await page.locator('main').textContent()) ?? '',
      )
      const photos = Number(credited?.[1] ?? 0)
      for (const other of LOCALES) expect(await cards(other), other).toBe(english)

      // Her page says the same count in words that agree with the person, and shows the
      // translated story under its own title.
      await page.goto(inLocale(locale, path))
      const summary = t('person.summary', {
        gender: genderSelect(teller.gender),
        stories: english,
        photos,
      })
      await expect(page.getByText(summary)).toBeVisible()
      await expect(
        page.locator('main article').getByRole('link', { name: translated.story.title }),
      ).toBeVisible()
    })

    test(`shares and copies a story at its address in ${locale} @any-screen`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const path = inLocale(locale, storyPath(translated.story))
      await page.goto(path)
      const url = absoluteUrl(path)
      const share = page.getByRole('region', { name: t('story.share') })
      await expect(share.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      )
      await expect(share.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`${translated.story.title} ${url}`)}`,
      )
      await share.getByRole('button', { name: t('story.copyLink') }).click()
      await expect(share.getByRole('status')).toHaveText(t('story.copied'))
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    })

    test(`sees every English story marked: the slider, the community's recent work, the neighbours @any-screen`, async ({
      page,
    }) => {
      const mark = t('story.inLanguage', { language: languageName('en', locale) })
      const newest = publishedStories()
      const featured = newest.slice(0, FEATURED_STORY_LIMIT)
      const english = featured.filter((story) => !isTranslated(locale, story))
      expect(english.length).toBeGreaterThan(0)

      await page.goto(inLocale(locale, '/'))
      const hero = page.getByRole('region', { name: t('hero.region') })
      await expect(hero.locator('[data-story-language="en"]')).toHaveCount(english.length)
      for (const story of english) {
        const title = hero.getByRole('heading', { name: story.title, includeHidden: true })
        await expect(title).toHaveAttribute('lang', 'en')
        // On the page's side with the rest of the slide: the right in Arabic.
        expect(await title.evaluate(alignedTo)).toBe(
          textDirection(locale) === 'rtl' ? 'right' : 'left',
        )
      }

      await page.goto(inLocale(locale, '/community'))
      const recent = newest.slice(0, 4).filter((story) => !isTranslated(locale, story))
      await expect(page.locator('main ul').first().getByText(mark)).toHaveCount(recent.length)

      // A story whose older neighbour is not in her language.
      const index = newest.findIndex(
        (story, i) =>
          i + 1 < newest.length && !isTranslated(locale, newest[i + 1] as StoryDocument),
      )
      const story = newest[index]
      const older = newest[index + 1]
      if (!story || !older) throw new Error('No story with an English older neighbour.')
      await page.goto(inLocale(locale, storyPath(versionIn(locale)(story))))
      const neighbours = page.getByRole('navigation', { name: t('story.neighbours') })
      const link = neighbours.getByRole('link', { name: new RegExp(t('story.older')) })
      await expect(link).toContainText(older.title)
      await expect(link).toContainText(mark)
    })

    test(`reads the viewer's counter in her language's order @desktop`, async ({ page }) => {
      const story = translated.story
      const count = photosOf(story).length
      const storyUrl = inLocale(locale, storyPath(story))
      await page.goto(storyUrl)
      // A click before the story is hydrated opens the photograph's own page (a document load,
      // which forgets the mark): back, and again, as a reader would.
      await expect(async () => {
        await page.evaluate(() => Object.assign(window, { storyKept: true }))
        await page.locator(`a[href="${storyUrl}/photos/1"]`).click()
        await expect(page).toHaveURL(`${storyUrl}/photos/1`)
        await page.waitForLoadState('domcontentloaded')
        const kept = await page.evaluate(() => 'storyKept' in window)
        if (!kept) await page.goBack()
        expect(kept).toBe(true)
      }).toPass()
      const viewer = page.getByRole('dialog', {
        name: t('viewer.label', { title: story.title }),
      })
      // Filled in by the viewer as text: right to left, each number in an isolate.
      const counter = t('viewer.counter', { index: '1', count: String(count) })
      await expect(viewer.getByText(counter, { exact: true })).toBeVisible()
    })

    test(`reads one size for one saved story, and keeps her place after removing it @any-screen`, async ({
      page,
    }) => {
      await page.goto(inLocale(locale, storyPath(translated.story)))
      const save = page.getByRole('button', { name: t('offline.save') })
      await expect(save).toBeEnabled()
      await save.click()
      await expect(page.locator('[data-save-story]').getByRole('status')).toHaveText(
        t('offline.saved'),
        { timeout: 60_000 },
      )
      await page.goto(inLocale(locale, '/saved'))
      // "≈ 1,6 Mo": the number and its unit, as the story's size and the total write them.
      const size = await page.locator('[data-saved-size]').textContent()
      const each = /[\d.,]+\s?\S+/.exec(size ?? '')?.[0]
      expect(each).toMatch(/^\d/)
      await expect(page.locator('[data-storage-used]')).toContainText(each ?? 'no size')

      await page
        .getByRole('button', {
          name: t('offline.removeStory', { title: translated.story.title }),
        })
        .click()
      await expect(page.getByRole('status').first()).toHaveText(t('offline.removed'))
      // Focus stays where she is: on the message, not lost to the page's body.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
        .toBe('status')
    })
  })
}

test.describe("the language switch's links", () => {
  // On a phone they are in the menu; from 768 px in the header's switch: the same links.
  // The header's switch (data saver's phone menu, a disclosure too, lists the same links).
  const switchLinks = (page: Page) =>
    page.locator('header details:not([data-phone-menu]) ul a[hreflang]')

  /**
   * Each link of `page` (at `address(version)` of a story in `locale`) leads straight to that
   * language's version at the same `address`, and says which open in English.
   */
  async function expectVersionLinks(
    page: Page,
    original: StoryDocument,
    address: (other: Locale, story: StoryDocument) => string,
  ) {
    for (const other of LOCALES) {
      const version = translatedStories(other).find((pair) => pair.original._id === original._id)
      const expected = address(other, version?.story ?? original)
      const link = switchLinks(page).and(page.locator(`[hreflang="${other}"]`))
      await expect(link, other).toHaveAttribute('href', expected)
      // No redirect on the way.
      const response = await page.request.get(expected, { maxRedirects: 0 })
      expect(response.status(), expected).toBe(200)
      // A language the story is not written in opens its English text, said in that language.
      const note = link.locator('[data-opens-english]')
      if (other === 'en' || version) await expect(note, other).toHaveCount(0)
      else
        await expect(note, other).toHaveText(
          `(${translator(other)('story.inLanguage', { language: languageName('en', other) })})`,
        )
    }
  }

  for (const locale of READERS) {
    const [translated] = translatedStories(locale)
    if (!translated) throw new Error(`No story in ${locale}.`)
    const { original, story } = translated

    test(`from a story in ${locale}: straight to each language's version, and says which open in English @desktop`, async ({
      page,
    }) => {
      await page.goto(inLocale(locale, storyPath(story)))
      await expectVersionLinks(page, original, (other, version) =>
        inLocale(other, storyPath(version)),
      )
    })

    // The server writes them so: a phone without JavaScript, in data saver, on a photo's page.
    test(`from a story and a photograph in ${locale}, without JavaScript, full and data saver @desktop`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(inLocale(locale, storyPath(story)))
      await expectVersionLinks(page, original, (other, version) =>
        inLocale(other, storyPath(version)),
      )
      const photo = (version: StoryDocument) => `${storyPath(version)}/photos/2`
      await page.goto(inLocale(locale, photo(story)))
      await expectVersionLinks(page, original, (other, version) => inLocale(other, photo(version)))
      const inLite = (other: Locale, path: string) => publicPath(pageVariant('lite', other), path)
      await page.goto(inLite(locale, storyPath(story)))
      await expectVersionLinks(page, original, (other, version) =>
        inLite(other, storyPath(version)),
      )
      await context.close()
    })
  }

  test('from a filtered list, with its query, even without JavaScript @desktop', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const [story] = publishedStories()
    if (!story) throw new Error('No story.')
    const query = `?country=${encodeURIComponent(story.country)}`
    await page.goto(`/fr/stories${query}`)
    await expect(switchLinks(page).and(page.locator('[hreflang="pt"]'))).toHaveAttribute(
      'href',
      `/pt/stories${query}`,
    )
    await expect(switchLinks(page).and(page.locator('[hreflang="en"]'))).toHaveAttribute(
      'href',
      `/stories${query}`,
    )
    await context.close()
  })

  test("from a 404 without JavaScript, to each language's home, not to an address that is none @desktop", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto('/ar/stories/no-story-has-this-slug')
    expect(response?.status()).toBe(404)
    for (const language of LOCALES) {
      await expect(switchLinks(page).and(page.locator(`[hreflang="${language}"]`))).toHaveAttribute(
        'href',
        inLocale(language, '/'),
      )
    }
    await context.close()
  })

  test('from search results without JavaScript, on data saver too, with the words searched for @desktop', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const words = 'Ghana Côte/100%'
    const query = `?q=${encodeURIComponent(words).replaceAll('%20', '+')}`
    for (const mode of ['full', 'lite'] as const) {
      await page.goto(publicPath(pageVariant(mode, 'ar'), '/search') + query)
      const french = switchLinks(page).and(page.locator('[hreflang="fr"]'))
      await expect(french).toHaveAttribute(
        'href',
        publicPath(pageVariant(mode, 'fr'), '/search') + query,
      )
      await page.locator('header details:not([data-phone-menu]) summary').click()
      await french.click()
      await expect(page).toHaveURL(publicPath(pageVariant(mode, 'fr'), '/search') + query)
      await expect(page.locator('main input[name="q"]')).toHaveValue(words)
    }
    await context.close()
  })

  test('from search results, with the words searched for @desktop', async ({ page }) => {
    await page.goto('/ar/search?q=Ghana')
    await expect(switchLinks(page).and(page.locator('[hreflang="fr"]'))).toHaveAttribute(
      'href',
      '/fr/search?q=Ghana',
    )
  })
})

test.describe('what crawlers and installers see per language', () => {
  /** A page's `hreflang` alternates: language → URL. */
  const alternatesOf = async (page: Page) =>
    Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links: HTMLLinkElement[]) =>
          links.map((link) => [link.hreflang, new URL(link.href).pathname] as const),
        ),
    ) as Record<string, string>

  test('a photo page names the versions of its story, each a 200 naming it back @any-screen', async ({
    page,
    request,
  }) => {
    const [french] = translatedStories('fr')
    if (!french) throw new Error('No French translation.')
    const untranslated = publishedStories().find((story) => !isTranslated('fr', story))
    if (!untranslated) throw new Error('Every story is in French.')

    const path = inLocale('fr', `${storyPath(french.story)}/photos/2`)
    await page.goto(path)
    const alternates = await alternatesOf(page)
    expect(alternates.fr).toBe(path)
    expect(alternates.en).toBe(`${storyPath(french.original)}/photos/2`)
    for (const [language, url] of nonEmpty(Object.entries(alternates))) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), `${language} ${url}`).toBe(200)
      await page.goto(url)
      expect((await alternatesOf(page)).fr, url).toBe(path)
    }
    // Not translated into French: its French page shows the English, the canonical one.
    const fallback = inLocale('fr', `${storyPath(untranslated)}/photos/1`)
    await page.goto(fallback)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '').pathname).toBe(`${storyPath(untranslated)}/photos/1`)
    expect((await alternatesOf(page)).fr).toBeUndefined()
    // The English text on the French page, marked and said so.
    await expect(page.locator('main [data-story-language="en"]')).toHaveText(
      translator('fr')('story.inLanguage', { language: languageName('en', 'fr') }),
    )
    await expect(page.getByRole('link', { name: untranslated.title })).toBeVisible()
    await expect(page.locator(`main [lang="en"]`).first()).toBeVisible()
  })

  test('the sitemap lists photo pages; robots keeps search out in every language and variant @any-screen', async ({
    request,
  }) => {
    const { xml } = await readSitemaps(request)
    const [story] = publishedStories()
    if (!story) throw new Error('No story.')
    expect(xml).toContain(`<loc>${absoluteUrl(`${storyPath(story)}/photos/1`)}</loc>`)
    const robots = await (await request.get('/robots.txt')).text()
    for (const path of ['/search', '/fr/search', '/ar/search', '/lite/search', '/sw/lite/search']) {
      expect(robots).toContain(`Disallow: ${path}\n`)
    }
  })

  test('each language and variant has its own app: manifests with their own ids @any-screen', async ({
    page,
    request,
  }) => {
    const ids = new Set<string>()
    for (const path of ['/', '/fr', '/lite', '/ar/lite']) {
      await page.goto(path)
      const href = await page.locator('link[rel="manifest"]').getAttribute('href')
      const response = await request.get(href ?? '')
      expect(response.status(), path).toBe(200)
      const manifest = (await response.json()) as { id: string; start_url: string }
      expect(manifest.start_url, path).toBe(path)
      ids.add(manifest.id)
    }
    expect(ids.size).toBe(4)
  })

  test('the Arabic 404 is titled in Arabic and offers no page that does not exist @any-screen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    const response = await page.goto('/ar/stories/nope')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(new RegExp(translator('ar')('notFound.title')))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('complementary')).toHaveCount(0)
    // On a page that exists in French, the offer leads straight to it, in a colour that reads.
    const both = translatedStories('fr').find(({ original }) =>
      translatedStories('ar').some((ar) => ar.original._id === original._id),
    )
    if (!both) throw new Error('No story in both French and Arabic.')
    await page.goto(inLocale('ar', storyPath(both.original)))
    const offer = page.getByRole('complementary').getByRole('link')
    await expect(offer).toHaveAttribute('href', inLocale('fr', storyPath(both.story)))
    await context.close()
  })

  test("the header's search form has a button that sends it @desktop", async ({ page }) => {
    await page.goto('/fr')
    const form = page.getByRole('search', { name: translator('fr')('search.form') })
    await form.getByRole('searchbox').fill('Ghana')
    await form.getByRole('button', { name: translator('fr')('search.submit') }).click()
    await expect(page).toHaveURL(/\/fr\/search\?q=Ghana$/)
  })
})

/** The side an element's text lines up on, its `start` and `end` resolved by its direction. */
function alignedTo(element: Element): string {
  const { textAlign, direction } = getComputedStyle(element)
  const start = direction === 'rtl' ? 'right' : 'left'
  const end = direction === 'rtl' ? 'left' : 'right'
  return textAlign === 'start' ? start : textAlign === 'end' ? end : textAlign
}
