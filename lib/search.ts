// Text matching for search boxes: what a visitor types should find "Côte d'Ivoire" as "cote", and
// "أثيوبيا" as "اثيوبيا".

/**
 * Arabic letters readers write either way: taa marbuta as haa (مدرسة, مدرسه), alef maqsura as yaa
 * (مصطفى, مصطفي). Alef's hamza and madda forms (أ إ آ) lose their marks with the other combining
 * marks below.
 */
const ARABIC_LETTERS: Readonly<Record<string, string>> = { ة: 'ه', ى: 'ي' }

/**
 * Lower-cased, with accents and every other combining mark removed (Arabic's short vowels and
 * hamza), Arabic's interchangeable letters made one and its stretching (tatweel) dropped.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\p{Diacritic}\u0640]/gu, '')
    .replace(/[ةى]/g, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .toLowerCase()
}

/** True when `text` contains `query`, ignoring case and accents; an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  return foldText(text).includes(foldText(query.trim()))
}
