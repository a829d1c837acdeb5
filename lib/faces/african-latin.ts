// The heading face of languages written in African Latin letters (Hausa's ɓ ɗ ƙ ƴ and ʼ,
// Yoruba's ẹ ọ ṣ with their tone marks), which Fraunces lacks: Noto Serif, semibold as the
// headings are, cut down to the letters those pages write so it weighs less than Fraunces does.
// Built from the TTF `npm run faces` (lib/faces/build.ts) reads before every build and `dev`.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import subsetFont from 'subset-font'

export const AFRICAN_LATIN_SOURCE = path.join(
  process.cwd(),
  'node_modules/@expo-google-fonts/noto-serif/600SemiBold/NotoSerif_600SemiBold.ttf',
)

/** Where the build writes it, for next/font (lib/fonts.ts); not in git. */
export const AFRICAN_LATIN_FILE = 'lib/faces/noto-serif-african-latin-600.woff2'

const span = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index))

/**
 * Every character the face draws: Basic Latin and Latin-1 (French and Portuguese names and
 * places), the hooked letters and ʼ, Yoruba's dotted letters, ń and ḿ, the tone marks and dot
 * below as combining marks (placed on the letter by the face's own anchors), and the typography
 * of the site's headings.
 */
export const AFRICAN_LATIN_TEXT =
  span(0x20, 0x7e) +
  span(0xa0, 0xff) +
  'ƁɓƊɗƘƙƳƴʼ' +
  'ẸẹỌọṢṣŃńḾḿǸǹŒœ' +
  span(0x300, 0x304) +
  '\u0323' +
  '‘’‚“”„…–—•·€\u202f\u2009\u2060'

// No hinting (phones' screens do not need it; @types/subset-font does not list the option yet)
// and no glyph only a feature reaches: 14 kB where the whole closure weighs 21.
const SUBSET_OPTIONS = { noHinting: true, noLayoutClosure: true } as const

/** The face as WOFF2 for browsers, or as the TrueType a test reads. */
export async function africanLatinFace(targetFormat: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer> {
  return subsetFont(await readFile(AFRICAN_LATIN_SOURCE), AFRICAN_LATIN_TEXT, {
    ...SUBSET_OPTIONS,
    targetFormat,
  })
}
