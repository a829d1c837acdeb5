// Text matching for search boxes: what a visitor types should find "Côte d'Ivoire" as "cote", and
// "أثيوبيا" as "اثيوبيا".

/**
 * Arabic letters readers write either way: taa marbuta as haa (مدرسة, مدرسه), alef maqsura as yaa
 * (مصطفى, مصطفي). Alef's hamza and madda forms (أ إ آ) lose their marks with the other combining
 * marks below.
 */
const ARABIC_LETTERS: Readonly<Record<string, string>> = { ة: 'ه', ى: 'ي' }

/**
 * Hausa's hooked letters as their plain letters, which a phone's keyboard types (`dan` finds
 * `ɗan`); its glottal-stop letter ʼ and the typographic apostrophe as the one on the keyboard.
 */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ɓ: 'b',
  ɗ: 'd',
  ƙ: 'k',
  ƴ: 'y',
  ʼ: "'",
  '’': "'",
}

/**
 * Ge'ez letters Amharic writes either way, as one (ሥራ and ስራ, ግብፅ and ግብጽ, ሐይቅ and ሀይቅ): the
 * series of ሐ and ኀ as ሀ's, ሠ as ሰ, ዐ as አ, ፀ as ጸ, each syllable keeping its vowel; and the
 * fourth-order ሃ and ኣ, said as the first, as ሀ and አ.
 */
const GEEZ_SERIES: ReadonlyArray<[from: number, to: number, length: number]> = [
  [0x1210, 0x1200, 8],
  [0x1280, 0x1200, 8],
  [0x1220, 0x1230, 8],
  [0x12d0, 0x12a0, 7],
  [0x1340, 0x1338, 7],
]
const foldGeez = (letter: string): string => {
  let code = letter.codePointAt(0) ?? 0
  for (const [from, to, length] of GEEZ_SERIES) {
    if (code >= from && code < from + length) code = to + code - from
  }
  if (code === 0x1203 || code === 0x12a3) code -= 3
  return String.fromCodePoint(code)
}

/**
 * Lower-cased, with accents and every other combining mark removed (Arabic's short vowels and
 * hamza, Yoruba's tone marks and dots below), Arabic's and Amharic's interchangeable letters made
 * one and Arabic's stretching (tatweel) dropped, Hausa's hooked letters plain.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ɓɗƙƴʼ’]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\p{M}\p{Diacritic}\u0640]/gu, '')
    .replace(/[ةى]/g, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(
      /[\u1200-\u1207\u1210-\u1217\u1220-\u1227\u1280-\u1287\u12a0-\u12a7\u12d0-\u12d6\u1340-\u1346]/gu,
      foldGeez,
    )
}

/** True when `text` contains `query`, ignoring case and accents; an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  return foldText(text).includes(foldText(query.trim()))
}
