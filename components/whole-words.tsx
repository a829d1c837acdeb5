import { Fragment } from 'react'

/**
 * Text that wraps between its words, never inside one: "Adomah-Akyena" stays whole rather than
 * breaking at its hyphen. A word wider than its box alone still wraps, so nothing overflows.
 * An inline block drops its link's underline, so each word takes the link's decoration itself.
 * The words are in a <bdi>, which reads its direction from their first letter: a Latin name on
 * a right-to-left page keeps its words in order ("Colins Yaamoa", not "Yaamoa Colins"), as each
 * word's box would otherwise be laid out from the right.
 */
export function WholeWords({ text }: { text: string }) {
  return (
    <bdi className="[text-decoration:inherit]">
      {text
        .split(/\s+/)
        .filter(Boolean)
        .map((word, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <span className="inline-block max-w-full [text-decoration:inherit]">{word}</span>
          </Fragment>
        ))}
    </bdi>
  )
}
