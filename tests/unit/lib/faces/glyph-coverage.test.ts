// Every letter a language's pages write is drawn by its heading face (or the face after it for
// the letters that one leaves out), and by its link-preview cards' face: a letter drawn in a
// fallback face ("Ƙasashe" with a sans-serif Ƙ) is a bug.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import * as hb from 'harfbuzzjs'
import subsetFont from 'subset-font'

import { CARD_FACES } from '@/app/og/card-image'
import { africanLatinFace } from '@/lib/faces/african-latin'
import { LANGUAGES, LOCALES, type Locale } from '@/lib/i18n/locales'
import { MESSAGES } from '@/lib/i18n/messages'
import { SAMPLE_TRANSLATION_LANGUAGES } from '@/sanity/sample/translations'

const fontsource = (file: string) => readFileSync(path.join('node_modules/@fontsource', file))
const FRAUNCES = fontsource('fraunces/files/fraunces-latin-600-normal.woff2')
const NASKH = fontsource('noto-naskh-arabic/files/noto-naskh-arabic-arabic-600-normal.woff2')
// Noto Naskh Arabic's unicode-range (lib/fonts.ts): Latin letters stay in Fraunces.
// Amharic headings are in the phone's Ge'ez face (lib/faces/ethiopic.ts): Android's, the face its
// cards are drawn in too.
const NOTO_SANS_ETHIOPIC = readFileSync(
  'node_modules/@expo-google-fonts/noto-sans-ethiopic/600SemiBold/NotoSansEthiopic_600SemiBold.ttf',
)
const ARABIC_RANGE = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u

type Face = { font: Buffer; draws?: RegExp }

/** The characters of `text` `font` has a glyph for (subset-font reads WOFF2, harfbuzz its cmap). */
async function drawnBy(font: Buffer, text: string): Promise<Set<string>> {
  const subset = await subsetFont(font, text, { targetFormat: 'sfnt' })
  const codes = new hb.Face(new hb.Blob(subset)).collectUnicodes()
  return new Set(Array.from(codes, (code) => String.fromCodePoint(code)))
}

/** The letters of `text` that none of `faces`, in order, draws. */
async function missing(text: string, faces: readonly Face[]): Promise<string[]> {
  let left = [...new Set(text.normalize('NFC').replace(/[\s\p{Cc}\p{Cf}]/gu, ''))]
  for (const { font, draws } of faces) {
    const asked = left.filter((letter) => !draws || draws.test(letter))
    const drawn = await drawnBy(font, asked.join(''))
    left = left.filter((letter) => !drawn.has(letter))
  }
  return left
}

const HEADING_FACES: Record<(typeof LANGUAGES)[Locale]['script'], () => Promise<Face[]>> = {
  latin: async () => [{ font: FRAUNCES }],
  'african-latin': async () => [{ font: await africanLatinFace() }],
  arabic: async () => [{ font: NASKH, draws: ARABIC_RANGE }, { font: FRAUNCES }],
  ethiopic: async () => [{ font: NOTO_SANS_ETHIOPIC }],
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value
      ? Object.values(value).flatMap(strings)
      : []

const jsonStrings = (directory: string) =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => strings(JSON.parse(readFileSync(path.join(directory, file), 'utf8'))))

/** What a language's pages write: its catalog and, where the sample has them, its stories. */
function textOf(locale: Locale): string {
  const sample = SAMPLE_TRANSLATION_LANGUAGES.some((language) => language === locale)
    ? jsonStrings(path.join('sanity/sample/translations', locale))
    : locale === 'en'
      ? jsonStrings('sanity/sample/subjects')
      : []
  return [...strings(MESSAGES[locale]), ...sample].join('\n')
}

describe('the faces that draw each language', () => {
  it.each(LOCALES)('draw every letter of %s in its headings', async (locale) => {
    const faces = await HEADING_FACES[LANGUAGES[locale].script]()
    expect(await missing(textOf(locale), faces)).toEqual([])
  })

  it.each(LOCALES)('draw every letter of %s on its link-preview cards', async (locale) => {
    const card = CARD_FACES[LANGUAGES[locale].script]
    expect(await missing(textOf(locale), [{ font: readFileSync(card.file) }])).toEqual([])
  })

  it('finds a letter a face lacks', async () => {
    expect(await missing('Ƙasashe ɗan', [{ font: FRAUNCES }])).toEqual(['Ƙ', 'ɗ'])
    expect(await missing('Ƙasashe ɗan', await HEADING_FACES['african-latin']())).toEqual([])
    expect(await missing('ኢትዮጵያ', [{ font: FRAUNCES }])).toEqual([...'ኢትዮጵያ'])
    expect(await missing('ኢትዮጵያ Astou', await HEADING_FACES.ethiopic())).toEqual([])
  })

  it('places Yoruba tone marks on their letter', async () => {
    const font = new hb.Font(new hb.Face(new hb.Blob(await africanLatinFace('sfnt'))))
    for (const syllable of ['ẹ́', 'ọ̀', 'ẹ̀', 'ọ́', 'ẹ̄']) {
      const buffer = new hb.Buffer()
      buffer.addText(syllable.normalize('NFC'))
      buffer.guessSegmentProperties()
      hb.shape(font, buffer)
      const [base, mark] = buffer.getGlyphInfosAndPositions()
      const baseBox = base && font.glyphExtents(base.codepoint)
      const markBox = mark && font.glyphExtents(mark.codepoint)
      if (!base || !mark || !baseBox || !markBox)
        throw new Error(`${syllable}: not a letter and a mark`)
      // The mark's ink, where the pen puts it after the letter, centred over the letter's ink.
      const markCentre =
        (base.xAdvance ?? 0) + (mark.xOffset ?? 0) + markBox.xBearing + markBox.width / 2
      expect(markCentre).toBeGreaterThan(baseBox.xBearing)
      expect(markCentre).toBeLessThan(baseBox.xBearing + baseBox.width)
    }
  })
})
