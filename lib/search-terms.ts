// How text becomes search terms, alike for stories and queries, so what is typed meets what is
// indexed: split into words, folded (case and accents, lib/search.ts), short and common words out.
import { foldText } from '@/lib/search'

/**
 * What separates words: spaces, punctuation and symbols. Punctuation includes both apostrophes,
 * so "d'Ivoire" and "d’Ivoire" (U+2019) split alike, and so does Hausa's letter ʼ, which a
 * keyboard types as one ("ʼyan" and "'yan", "ɗanʼuwa" and "dan'uwa"); symbols include emoji and
 * `<`, `>`.
 */
export const WORD_SEPARATORS = /[\s\p{Z}\p{P}\p{S}\u02BC]+/u

/** Words too common to tell stories apart: matching them would only add noise to the ranking. */
const STOP_WORDS = new Set([
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'were',
  'with',
])

/**
 * The term a word is indexed and searched as, or null for none. Invisible characters (soft hyphen,
 * zero-width joiner, controls, lone surrogates) go, so "photo\u00ADgraph" is "photograph".
 * One-letter words go too: they are elisions and possessives ("d'", "'s") and, searched as a
 * prefix, would match most words.
 */
export function searchTerm(word: string): string | null {
  const term = foldText(word).replace(/\p{C}/gu, '')
  return term.length < 2 || STOP_WORDS.has(term) ? null : term
}

const SEPARATOR_GROUP = new RegExp(`(${WORD_SEPARATORS.source})`, 'u')

/**
 * A text cut into words and what separates them: even places hold words (maybe empty), odd ones
 * separators, and joined they give back the text.
 */
export function wordsAndGaps(text: string): string[] {
  return text.split(SEPARATOR_GROUP)
}

/** The terms of a text, in order, repeats included. */
export function searchTerms(text: string): string[] {
  return text.split(WORD_SEPARATORS).flatMap((word) => searchTerm(word) ?? [])
}
