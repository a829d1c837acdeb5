import { expect, type Page, test } from '@playwright/test'
import { isPublishedId } from '@sanity/client/csm'
import Parser from 'rss-parser'
import sharp from 'sharp'

import { absoluteUrl } from '@/lib/absolute-url'
import { languageName } from '@/lib/i18n/language-names'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { pageVariant, publicPath } from '@/lib/page-variant'
import { personName } from '@/lib/people'
import { personPath } from '@/lib/routes'
import type { PersonDocument, StoryDocument } from '@/sanity/sample/documents'
import { publishedStories, readDataset, translatedStories } from '@/tests/support/dataset'
import { languageSwitchButton, phoneMenuButton } from '@/tests/support/header-menus'
import { readSitemaps } from '@/tests/support/sitemaps'
import { nonEmpty } from '@/tests/support/non-empty'

// Stories translated in Sanity (issue 30): a reader reads the story in their language when it has
// a translation, and the English, said so and marked, when it has not; every version's address
// leads to the reader's version, and search engines are told which versions exist.

const inLocale = (locale: Locale, path: string) => publicPath(pageVariant('full', locale), path)
const storyPath = (story: StoryDocument) => `/stories/${story.slug.current}`

const [french] = translatedStories('fr')
const [arabic] = translatedStories('ar')
if (!french || !arabic) throw new Error('The sample dataset has no French or Arabic translation.')
const frenchIds = new Set(translatedStories('fr').map(({ original }) => original._id))
const untranslated = publishedStories().find((story) => !frenchIds.has(story._id))
if (!untranslated) throw new Error('Every story of the sample is translated into French.')

const fr = translator('fr')

/** Where a request for `path` is sent, and with which status, without following it. */
async function redirectOf(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 })
  return {
    status: response.status(),
    location: new URL(response.headers()['location'] ?? '', 'http://x').pathname,
  }
}

test('a French story page is in French, its original in English @any-screen', async ({ page }) => {
  await page.goto(inLocale('fr', storyPath(french.story)))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.story.title)
  await expect(page.locator('article').first()).not.toHaveAttribute('lang')
  await expect(page.locator('[data-untranslated]')).toHaveCount(0)
  const [paragraph] = french.story.content.flatMap((block) =>
    block._type === 'textBlock' ? [block.text.split('\n\n')[0] ?? ''] : [],
  )
  if (!paragraph) throw new Error('The French sample story has no paragraph.')
  await expect(page.getByText(paragraph)).toBeVisible()
  await page.goto(storyPath(french.original))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.original.title)
})

test('a story not translated into French says so in French, and its English is marked @any-screen', async ({
  page,
}) => {
  await page.goto(inLocale('fr', storyPath(untranslated)))
  await expect(page.locator('[data-untranslated]')).toHaveText(
    fr('story.untranslated', { language: languageName('en', 'fr') }),
  )
  const article = page.locator('article').first()
  await expect(article).toHaveAttribute('lang', 'en')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(untranslated.title)
  // The page around it is French.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('navigation').first()).toContainText(fr('nav.stories'))
})

test('an Arabic translation keeps its original’s address, right to left @any-screen', async ({
  page,
}) => {
  expect(arabic.story.slug.current).toBe(arabic.original.slug.current)
  await page.goto(inLocale('ar', storyPath(arabic.story)))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.story.title)
  await expect(page.locator('article').first()).not.toHaveAttribute('lang')
  // Its photographs' captions are the translation's.
  const caption = arabic.story.cover.caption
  if (!caption) throw new Error('The Arabic sample story’s cover has no caption.')
  await expect(page.getByText(caption).first()).toBeAttached()
  // A list on one line runs from the right: its first item rightmost (the story's skills).
  const items = page
    .getByRole('list', { name: translator('ar')('story.work') })
    .getByRole('listitem')
  if ((await items.count()) < 2) throw new Error('The Arabic story lists fewer than two skills.')
  const right = async (item: typeof items) => {
    const box = await item.boundingBox()
    return (box?.x ?? 0) + (box?.width ?? 0)
  }
  expect(await right(items.first())).toBeGreaterThan(await right(items.nth(1)))
})

test('a version’s page at another version’s slug is moved to its own, for good @any-screen', async ({
  page,
}) => {
  const frenchPath = storyPath(french.story)
  const englishPath = storyPath(french.original)
  // A shared link to the English story, opened in French.
  expect(await redirectOf(page, inLocale('fr', englishPath))).toEqual({
    status: 308,
    location: inLocale('fr', frenchPath),
  })
  // Data saver's variant too, and a photograph's page.
  expect(await redirectOf(page, publicPath(pageVariant('lite', 'fr'), englishPath))).toEqual({
    status: 308,
    location: publicPath(pageVariant('lite', 'fr'), frenchPath),
  })
  expect(await redirectOf(page, inLocale('fr', `${englishPath}/photos/1`))).toEqual({
    status: 308,
    location: inLocale('fr', `${frenchPath}/photos/1`),
  })
  // The French slug in English (or in a language without a translation) is the English story's.
  expect(await redirectOf(page, frenchPath)).toEqual({ status: 308, location: englishPath })
  // Asked again (from the cache now): still moved.
  expect(await redirectOf(page, inLocale('fr', englishPath))).toEqual({
    status: 308,
    location: inLocale('fr', frenchPath),
  })
})

test('the language switch goes from a French story to its English original, and back', async ({
  page,
  isMobile,
}) => {
  const choose = async (locale: Locale, name: string) => {
    // A phone's menu, once the page it opens on is in `locale`.
    const opener = isMobile
      ? phoneMenuButton(page).filter({ hasText: translator(locale)('nav.menu') })
      : languageSwitchButton(page)
    await opener.click()
    await page.getByRole('link', { name, exact: true }).filter({ visible: true }).click()
  }
  await page.goto(inLocale('fr', storyPath(french.story)))
  await choose('fr', LOCALE_NAMES.en)
  await expect(page).toHaveURL(storyPath(french.original))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.original.title)
  await choose('en', LOCALE_NAMES.fr)
  await expect(page).toHaveURL(inLocale('fr', storyPath(french.story)))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.story.title)
})

test('a translated story names exactly its versions for search engines @any-screen', async ({
  page,
}) => {
  const versions = new Map<Locale, StoryDocument>([['en', french.original]])
  for (const locale of LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)) {
    const version = translatedStories(locale).find(
      ({ original }) => original._id === french.original._id,
    )
    if (version) versions.set(locale, version.story)
  }
  await page.goto(inLocale('fr', storyPath(french.story)))
  const alternates = page.locator('head link[rel="alternate"][hreflang]')
  await expect(alternates).toHaveCount(versions.size + 1)
  for (const [locale, story] of nonEmpty(versions)) {
    const href = await page
      .locator(`head link[rel="alternate"][hreflang="${locale}"]`)
      .getAttribute('href')
    expect(new URL(href ?? '').pathname, locale).toBe(inLocale(locale, storyPath(story)))
  }
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical ?? '').pathname).toBe(inLocale('fr', storyPath(french.story)))
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
  const others = page.locator('head meta[property="og:locale:alternate"]')
  await expect(others).toHaveCount(versions.size - 1)
})

test('a translation is shared with its own card, an Arabic one drawn in Arabic @any-screen', async ({
  page,
}) => {
  /** The card a page names for link previews, fetched, with its path. */
  const cardOf = async (path: string) => {
    await page.goto(path)
    const url = await page.locator('head meta[property="og:image"]').getAttribute('content')
    const cardPath = new URL(url ?? '').pathname
    const response = await page.request.get(cardPath)
    expect(response.status(), cardPath).toBe(200)
    expect(response.headers()['content-type']).toBe('image/jpeg')
    const body = await response.body()
    const { width, height } = await sharp(body).metadata()
    expect([width, height]).toEqual([1200, 630])
    return { path: cardPath, body }
  }
  const slug = arabic.story.slug.current
  const arabicCard = await cardOf(inLocale('ar', storyPath(arabic.story)))
  expect(arabicCard.path).toBe(`/og/ar/stories/${slug}`)
  const englishCard = await cardOf(storyPath(arabic.original))
  expect(englishCard.path).toBe(`/og/stories/${slug}`)
  // The same photograph under other words: the Arabic title, country and teller.
  expect(arabicCard.body.equals(englishCard.body)).toBe(false)
  // The card's Arabic words sit at the right of its foot, where an Arabic line starts, in white.
  const ink = async (left: number) => {
    const region = { left, top: 380, width: 420, height: 190 }
    const cut = await sharp(arabicCard.body).extract(region).toBuffer()
    return (await sharp(cut).stats()).channels.slice(0, 3).map((channel) => channel.max)
  }
  expect(Math.min(...(await ink(716)))).toBeGreaterThan(225)

  expect((await cardOf(inLocale('fr', storyPath(french.story)))).path).toBe(
    `/og/fr/stories/${french.story.slug.current}`,
  )
  // An untranslated story's French page shows the English, and shares the English card.
  expect((await cardOf(inLocale('fr', storyPath(untranslated)))).path).toBe(
    `/og/stories/${untranslated.slug.current}`,
  )
  for (const path of [
    `/og/fr/stories/${untranslated.slug.current}`,
    `/og/en/stories/${untranslated.slug.current}`,
    `/og/xx/stories/${slug}`,
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(404)
  }
})

test('a person’s bio is in French where it has been translated, else in English marked so @any-screen', async ({
  page,
}) => {
  const people = readDataset().filter(
    (doc): doc is PersonDocument => doc._type === 'person' && isPublishedId(doc._id) && !!doc.bio,
  )
  const frenchBio = (person: PersonDocument) =>
    person.bioTranslations?.find((entry) => entry.language === 'fr')?.value
  const translated = people.find((person) => frenchBio(person))
  const english = people.find((person) => !frenchBio(person))
  if (!translated || !english)
    throw new Error('The sample has no person with, or without, a French bio.')
  for (const [person, text, lang] of [
    [translated, frenchBio(translated), null],
    [english, english.bio, 'en'],
  ] as const) {
    await page.goto(inLocale('fr', personPath(personName(person)) ?? ''))
    const bio = page.getByText(text ?? '', { exact: true })
    await expect(bio).toBeVisible()
    // A translated bio takes the page's language; an English one says it is English.
    expect(await bio.getAttribute('lang')).toBe(lang)
  }
})

test('French lists show French titles, and English ones marked as English @any-screen', async ({
  page,
}) => {
  await page.goto(inLocale('fr', '/latest'))
  const titles = page.locator('main h2')
  await expect(titles.first()).toBeVisible()
  const shown = await titles.evaluateAll((headings) =>
    headings.map((heading) => ({
      text: heading.textContent?.trim() ?? '',
      lang: heading.getAttribute('lang'),
    })),
  )
  const frenchTitles = new Set(translatedStories('fr').map(({ story }) => story.title))
  const englishTitles = new Set(publishedStories().map((story) => story.title))
  const inFrench = shown.filter(({ text }) => frenchTitles.has(text))
  const inEnglish = shown.filter(({ text }) => !frenchTitles.has(text))
  expect(inFrench.length).toBeGreaterThan(0)
  expect(inEnglish.length).toBeGreaterThan(0)
  for (const { text, lang } of inFrench) expect(lang, text).toBeNull()
  for (const { text, lang } of inEnglish) {
    expect(englishTitles.has(text), text).toBe(true)
    expect(lang, text).toBe('en')
  }
  // Each English one says so, in French.
  const marks = page.locator('main [data-story-language="en"]')
  await expect(marks).toHaveCount(inEnglish.length)
  for (const mark of nonEmpty(await marks.all())) {
    await expect(mark).toHaveText(fr('story.inLanguage', { language: languageName('en', 'fr') }))
  }
})

/** The titles /search shows for `query` in `locale`. */
async function searchTitles(page: Page, locale: Locale, query: string) {
  await page.goto(`${inLocale(locale, '/search')}?q=${encodeURIComponent(query)}`)
  return page.locator('main ol h2').allTextContents()
}

test('search in French finds French words with and without accents @any-screen', async ({
  page,
}) => {
  // A French title with an accented word, searched as written and without its accents.
  const found = translatedStories('fr')
    .map(({ story }) => ({
      story,
      word: story.title.split(/[\s’']+/).find((word) => word.length >= 5 && /[à-ÿ]/.test(word)),
    }))
    .find(({ word }) => word !== undefined)
  if (!found?.word) throw new Error('No French title has an accented word.')
  const plain = found.word.normalize('NFD').replace(/\p{M}/gu, '')
  expect(plain).not.toBe(found.word)
  for (const query of [found.word, plain]) {
    expect(await searchTitles(page, 'fr', query), query).toContain(found.story.title)
  }
  // An English reader is shown the English original of the story.
  expect(await searchTitles(page, 'en', found.story.title)).not.toContain(found.story.title)
})

test('search in Arabic finds Arabic words with and without diacritics @any-screen', async ({
  page,
}) => {
  const word = arabic.story.title.split(/\s+/).find((part) => part.length >= 4)
  if (!word) throw new Error('The Arabic title has no word of four letters.')
  // The same word with a short vowel (fatha) on each letter, as a reader may type it.
  const voweled = [...word].map((letter) => `${letter}\u064E`).join('')
  for (const query of [word, voweled]) {
    expect(await searchTitles(page, 'ar', query), query).toContain(arabic.story.title)
  }
})

test('/fr/feed.xml is a valid French feed: French stories, and English ones said to be @any-screen', async ({
  request,
}) => {
  const response = await request.get('/fr/feed.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const feed = await new Parser({ customFields: { item: ['dc:language'] } }).parseString(
    await response.text(),
  )
  expect(feed.language).toBe('fr')
  expect(feed.description).toBe(fr('home.description'))
  const frenchTitles = new Map(translatedStories('fr').map(({ story }) => [story.title, story]))
  const items = feed.items.map((item) => ({
    title: item.title ?? '',
    link: new URL(item.link ?? '').pathname,
    language: String(item['dc:language'] ?? ''),
  }))
  const inFrench = items.flatMap((item) => {
    const story = frenchTitles.get(item.title)
    return story ? [{ ...item, story }] : []
  })
  const inEnglish = items.filter(({ title }) => !frenchTitles.has(title))
  expect(inFrench.length).toBeGreaterThan(0)
  expect(inEnglish.length).toBeGreaterThan(0)
  for (const { title, link, language, story } of inFrench) {
    expect(language, title).toBe('fr')
    expect(link).toBe(inLocale('fr', storyPath(story)))
  }
  for (const { title, link, language } of inEnglish) {
    expect(language, title).toBe('en')
    expect(link.startsWith('/fr/stories/'), title).toBe(true)
  }
  // The JSON Feed too; and no feed for a language the site does not speak.
  const json = await (await request.get('/fr/feed.json')).json()
  expect(json.language).toBe('fr')
  expect((await request.get('/xx/feed.xml')).status()).toBe(404)
})

test('the sitemap lists each translation with its versions as alternates @any-screen', async ({
  request,
}) => {
  const { xml } = await readSitemaps(request)
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body ?? '')
  const entryOf = (path: string) =>
    entries.find((body) => body.includes(`<loc>${absoluteUrl(path)}</loc>`))
  const frenchPath = inLocale('fr', storyPath(french.story))
  const entry = entryOf(frenchPath)
  expect(entry, frenchPath).toBeDefined()
  expect(entry).toMatch(new RegExp(`hreflang="en"[^>]*href="[^"]*${storyPath(french.original)}"`))
  expect(entry).toMatch(new RegExp(`hreflang="fr"[^>]*href="[^"]*${frenchPath}"`))
  // A language without a version is not listed: its page shows the English.
  expect(entryOf(inLocale('fr', storyPath(untranslated)))).toBeUndefined()
})
