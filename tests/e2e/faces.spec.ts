import { expect, type Page, test } from '@playwright/test'

import { ETHIOPIC_SYSTEM_FACES } from '@/lib/faces/ethiopic'
import { LANGUAGES, LOCALES, type Locale } from '@/lib/i18n/locales'
import { pageVariant, publicPath } from '@/lib/page-variant'
import { relativeWords } from '@/lib/relative-words'
import { foldText } from '@/lib/search'
import { translatedStories } from '@/tests/support/dataset'
import { fontsLoadedBy } from '@/tests/support/page-fonts'

// Every letter a reader's headings show is drawn by the site's own faces: a letter in a fallback
// face ("Ƙasashe" with a sans-serif Ƙ, a tone mark beside its letter) is a bug. Chromium says
// which fonts drew a node's text (DevTools' CSS.getPlatformFontsForNode), web font or system.

const inLocale = (locale: Locale, path: string) => publicPath(pageVariant('full', locale), path)

/** The phone's own faces a language's headings may be drawn in: Amharic's Ge'ez faces, or none. */
const systemFacesOf = (locale: Locale): readonly string[] =>
  LANGUAGES[locale].script === 'ethiopic' ? ETHIOPIC_SYSTEM_FACES : []

/** Whether Chromium's name for a font is one of `faces` (it names a weight's font in full). */
const isOneOf = (family: string, faces: readonly string[]) =>
  faces.some((face) => family === face || family.startsWith(`${face} `))

/**
 * The fonts that drew the letters set in the heading face (whose stack ends in the system serif),
 * after the page's web fonts loaded: each element with text of its own, as Chromium reports the
 * fonts of a node's own text.
 */
async function headingFonts(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      if (ownText && getComputedStyle(element).fontFamily.includes('ui-serif')) {
        element.setAttribute('data-heading-face', '')
      }
    }
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-heading-face]',
  })
  const drawn = []
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    drawn.push(...fonts)
  }
  await cdp.detach()
  return drawn
}

for (const locale of LOCALES) {
  const [translated] = translatedStories(locale)
  const paths = [
    '/',
    '/latest',
    ...(translated ? [`/stories/${translated.story.slug.current}`] : []),
  ]
  test(`${locale}: every heading letter is drawn in the site's faces @phone`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(inLocale(locale, path))
      const fonts = await headingFonts(page)
      expect(fonts.length, path).toBeGreaterThan(0)
      const allowed = systemFacesOf(locale)
      expect(
        fonts
          .filter((font) => !font.isCustomFont && !isOneOf(font.familyName, allowed))
          .map((font) => font.familyName),
        path,
      ).toEqual([])
    }
  })
}

test('Hausa: a title with the letters Fraunces lacks is drawn whole in the Hausa face @phone', async ({
  page,
}) => {
  const story = translatedStories('ha').find(({ story }) => /[ɓɗƙƴƁƊƘƳ]/.test(story.title))?.story
  if (!story) throw new Error('No Hausa sample title has a hooked letter.')
  await page.goto(inLocale('ha', `/stories/${story.slug.current}`))
  const fonts = await headingFonts(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-heading-face', '')
  expect(fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName)).toEqual([])
})

for (const locale of LOCALES.filter((locale) => !LANGUAGES[locale].browserIntl)) {
  test(`${locale}: times are in its words in a browser with none of its own @any-screen`, async ({
    page,
  }) => {
    const words = relativeWords(locale)
    if (!words) throw new Error(`No relative words for ${locale}`)
    // Any of its spans, a count where the pattern has one.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const spans = [words.now, words.yesterday, ...Object.values(words.ago).flatMap(Object.values)]
    const said = new RegExp(
      spans.map((span) => escape(span).replace('\\{count\\}', '\\d+')).join('|'),
    )
    await page.goto(inLocale(locale, '/latest'))
    const story = page.getByRole('main').locator('article').first()
    await expect(story).toContainText(said)
    await expect(story).not.toContainText(/\bago\b/)
  })
}

test('Hausa: a search typed without the hooked letters finds them @any-screen', async ({
  page,
}) => {
  const hooked = translatedStories('ha')
    .flatMap(({ story }) => story.title.split(/\s+/))
    .find((word) => /[ɓɗƙƴ]/.test(word) && word.length > 3)
  if (!hooked) throw new Error('No Hausa sample title has a hooked letter.')
  const typed = foldText(hooked).replace(/[^\p{L}]/gu, '')
  expect(typed).not.toBe(hooked)
  await page.goto(inLocale('ha', `/search?q=${encodeURIComponent(typed)}`))
  await expect(page.getByRole('main').getByRole('link', { name: hooked }).first()).toBeVisible()
})

test('Amharic: a word typed in its other spelling finds the story @any-screen', async ({
  page,
}) => {
  // Letters Amharic writes either way (ዓ and አ, ሣ and ሳ, ሐ and ሀ…): a title with one, typed
  // in the plain spelling a keyboard user writes.
  const word = translatedStories('am')
    .flatMap(({ story }) => story.title.split(/\s+/))
    .find((each) => foldText(each) !== each)
  if (!word) throw new Error('No Amharic sample title has a letter written either way.')
  await page.goto(inLocale('am', `/search?q=${encodeURIComponent(foldText(word))}`))
  await expect(page.getByRole('main').getByRole('link', { name: word }).first()).toBeVisible()
})

test('Hausa pages load their face in place of Fraunces, not beside it @any-screen', async ({
  browser,
  baseURL,
}) => {
  const fontsOf = async (path: string) => [...(await fontsLoadedBy(browser, baseURL, path))]
  const english = await fontsOf('/latest')
  const hausa = await fontsOf(inLocale('ha', '/latest'))
  expect(english).toHaveLength(1)
  expect(hausa).toHaveLength(1)
  expect(hausa).not.toEqual(english)
})

test('Amharic headings are drawn whole in the phone’s Ge’ez face, and its pages load no font @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const story = translatedStories('am')[0]?.story
  if (!story) throw new Error('No Amharic sample story.')
  await page.goto(inLocale('am', `/stories/${story.slug.current}`))
  const fonts = await headingFonts(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-heading-face', '')
  // One family for every letter of the headings, the wordmark's Latin ones too.
  expect(fonts.length).toBeGreaterThan(0)
  expect(
    fonts
      .map((font) => font.familyName)
      .filter((family) => !isOneOf(family, [ETHIOPIC_SYSTEM_FACES[0]])),
  ).toEqual([])
  expect([...(await fontsLoadedBy(browser, baseURL, inLocale('am', '/latest')))]).toEqual([])
})
