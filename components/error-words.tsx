'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** What the error page says, in the page's language. */
export type ErrorWords = { eyebrow: string; title: string; text: string; retry: string }

const ENGLISH: ErrorWords = {
  eyebrow: 'Something broke',
  title: 'We could not load this page',
  text: 'The stories are safe; the service that serves them did not answer. Try again in a moment.',
  retry: 'Try again',
}

const Words = createContext<ErrorWords>(ENGLISH)

/**
 * Hands the error page (a client component Next renders with no props of its own) its words from
 * the root layout, in the page's language: a few dozen words a page, not every language's.
 */
export function ErrorWordsProvider({
  words,
  children,
}: {
  words: ErrorWords
  children: ReactNode
}) {
  return <Words.Provider value={words}>{children}</Words.Provider>
}

export const useErrorWords = () => useContext(Words)
