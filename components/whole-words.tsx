import { Fragment } from 'react'

/**
 * Text that wraps between its words, never inside one: "Adomah-Akyena" stays whole rather than
 * breaking at its hyphen. A word wider than its box alone still wraps, so nothing overflows.
 * An inline block drops its link's underline, so each word takes the link's decoration itself.
 */
export function WholeWords({ text }: { text: string }) {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => (
      <Fragment key={index}>
        {index > 0 && ' '}
        <span className="inline-block max-w-full [text-decoration:inherit]">{word}</span>
      </Fragment>
    ))
}
