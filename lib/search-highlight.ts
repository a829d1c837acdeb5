// Where a search result shows what matched: a short passage around the match (snippet) and the
// matched words marked (highlight). Plain text in, plain text out: the page renders the marks, and
// React escapes the text, so no HTML is ever made here.
import { searchTerm, searchTerms, wordsAndGaps } from '@/lib/search-terms'

export type Segment = { text: string; match: boolean }

/** About how long a snippet is, in characters, before its "…". */
export const SNIPPET_LENGTH = 160

/** How much of the text before the first match a snippet shows, so the match reads in context. */
const SNIPPET_LEAD = 40

/** Folded, split the way the index splits, so a term given as typed ("Côte") still matches. */
const termSet = (terms: readonly string[]) => new Set(terms.flatMap(searchTerms))

/** The term a word matches: it is the word's term, or its beginning (the last word is a prefix). */
function matchedTerm(word: string, terms: ReadonlySet<string>): string | undefined {
  const term = searchTerm(word)
  if (term === null) return undefined
  if (terms.has(term)) return term
  for (const wanted of terms) if (term.startsWith(wanted)) return wanted
  return undefined
}

/**
 * `text` in segments, the words that match `terms` marked, ignoring case and accents. Joined,
 * the segments are exactly `text`.
 */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const wanted = termSet(terms)
  const segments: Segment[] = []
  wordsAndGaps(text).forEach((part, i) => {
    if (part === '') return
    const match = i % 2 === 0 && matchedTerm(part, wanted) !== undefined
    const last = segments.at(-1)
    if (last?.match === match) last.text += part
    else segments.push({ text: part, match })
  })
  return segments
}

/** The distinct terms a passage matches, and where its first matching word starts. */
function passageMatches(passage: string, terms: ReadonlySet<string>) {
  const found = new Set<string>()
  let first = -1
  let at = 0
  wordsAndGaps(passage).forEach((part, i) => {
    const term = i % 2 === 0 && part !== '' ? matchedTerm(part, terms) : undefined
    if (term !== undefined) {
      found.add(term)
      if (first === -1) first = at
    }
    at += part.length
  })
  return { count: found.size, first }
}

/** `end` moved back off the middle of a surrogate pair, so an emoji is never halved. */
function codePointBoundary(text: string, end: number): number {
  const code = text.charCodeAt(end - 1)
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end
}

/** About SNIPPET_LENGTH characters of `passage` from a little before `from`, cut at spaces. */
function excerpt(passage: string, from: number): string {
  if (passage.length <= SNIPPET_LENGTH) return passage
  let start = Math.max(0, Math.min(from - SNIPPET_LEAD, passage.length - SNIPPET_LENGTH))
  if (start > 0) {
    const space = passage.indexOf(' ', start)
    start = space !== -1 && space < from ? space + 1 : from
  }
  let end = Math.min(passage.length, start + SNIPPET_LENGTH)
  if (end < passage.length) {
    const space = passage.lastIndexOf(' ', end)
    end = space > start ? space : codePointBoundary(passage, end)
  }
  const body = passage.slice(start, end).trim()
  return `${start > 0 ? '…' : ''}${end < passage.length ? `${body.replace(/[\s,;:]+$/u, '')}…` : body}`
}

/**
 * A short passage for a search result: from the paragraph that matches the most distinct terms
 * (the earlier one on a tie, so pass the best-written fields first), around its first match.
 * With no match, the start of the first passage. Whitespace is collapsed; '' when there is no
 * text at all.
 */
export function snippet(passages: readonly string[], terms: readonly string[]): string {
  const wanted = termSet(terms)
  const paragraphs = passages
    .flatMap((passage) => passage.split(/\n\s*\n/))
    .map((paragraph) => paragraph.replace(/\s+/gu, ' ').trim())
    .filter(Boolean)
  let best = { paragraph: paragraphs[0] ?? '', count: 0, first: 0 }
  for (const paragraph of paragraphs) {
    const { count, first } = passageMatches(paragraph, wanted)
    if (count > best.count) best = { paragraph, count, first }
  }
  return excerpt(best.paragraph, best.first)
}
