// The `q` of /search read as a query the index can afford: one value, tidied, and short, so a
// hostile URL costs no more to search than a typed word.

/** How many results a page of a search shows (`?page=2` the next). */
export const SEARCH_RESULT_LIMIT = 20

/** The longest query searched, in characters; the rest is dropped. */
export const QUERY_MAX_LENGTH = 100

/** The most words searched: each one is a (fuzzy) lookup, so their number bounds the cost. */
export const QUERY_MAX_TERMS = 8

/**
 * The query in `q`, or null when there is nothing to search for. Whitespace is collapsed,
 * invisible characters (controls, bidi marks, zero-width, lone surrogates) are removed; the text
 * is never decoded or parsed, so `%41` or `<script>` stay plain words.
 */
export function readSearchQuery(q: string | string[] | null | undefined): string | null {
  const raw = (Array.isArray(q) ? q[0] : q) ?? ''
  const words = raw
    // Cut first, so tidying a 16 KB URL costs what tidying a short one does; four times the cap
    // leaves room for the spaces and invisible characters the next steps remove.
    .slice(0, QUERY_MAX_LENGTH * 4)
    .replace(/\s+/gu, ' ')
    .replace(/\p{C}/gu, '')
    .normalize('NFC')
    .split(' ')
    .filter(Boolean)
    .slice(0, QUERY_MAX_TERMS)
  // Cut by code points, so an emoji is never halved.
  const text = Array.from(words.join(' ')).slice(0, QUERY_MAX_LENGTH).join('').trim()
  return text || null
}
