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
 * Lower-cased, with accents and every other combining mark removed (Arabic's short vowels and
 * hamza, Yoruba's tone marks and dots below), Arabic's interchangeable letters made one and its
 * stretching (tatweel) dropped, Hausa's hooked letters plain.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ɓɗƙƴʼ’]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\p{M}\p{Diacritic}\u0640]/gu, '')
    .replace(/[ةى]/g, (letter) => ARABIC_LETTERS[letter] ?? letter)
}

/** True when `text` contains `query`, ignoring case and accents; an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  return foldText(text).includes(foldText(query.trim()))
}
