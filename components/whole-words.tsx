import type { ReactNode } from 'react'

/**
 * A word a line may break inside (at a hyphen, dash or slash): anything but letters, marks,
 * digits, apostrophes and full stops. Plain words never break inside, so they need no box.
 */
const BREAKABLE = /[^\p{L}\p{M}\p{N}'’.]/u

/**
 * Text that wraps between its words, never inside one: "Adomah-Akyena" stays whole rather than
 * breaking at its hyphen. Only such words get a box of their own (an inline block, still
 * wrapping if wider than its line, so nothing overflows): a page lists hundreds of names, and
 * every element is layout and hydration work on a slow phone.
 * An inline block drops its link's underline, so each box takes the link's decoration itself
 * (the `whole-words` utility, app/globals.css: a page lists hundreds of names).
 * The words are in a <bdi>, which reads its direction from their first letter: a Latin name on
 * a right-to-left page keeps its words in order ("Colins Yaamoa", not "Yaamoa Colins"), as each
 * word's box would otherwise be laid out from the right.
 */
export function WholeWords({ text }: { text: string }) {
  return <bdi className="whole-words">{wholeWordParts(text)}</bdi>
}

/**
 * The words as runs of plain text (one string each, so one text node: React would put a comment
 * between two adjacent strings) and boxes for the words that could break inside.
 */
function wholeWordParts(text: string): ReactNode[] {
  const parts: ReactNode[] = []
  let run = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const space = run || parts.length > 0 ? ' ' : ''
    if (!BREAKABLE.test(word)) {
      run += space + word
      continue
    }
    parts.push(run + space, <span key={parts.length}>{word}</span>)
    run = ''
  }
  if (run) parts.push(run)
  return parts.filter((part) => part !== '')
}
