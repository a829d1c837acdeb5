'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { ENGLISH_BYTE_UNITS } from '@/lib/approx-bytes'
import type { ClientWords } from '@/lib/i18n/client-words'

// The words of client leaves that no page hands props to, in the page's language: the error page
// (Next renders it with no props of our own) and data saver's tap-to-load photographs (deep under
// every image). A few dozen words a page, not every language's catalog (lib/i18n/client-words.ts).

/** English, for a render outside the root layout (a unit test); tests check it is the catalog's. */
export const ENGLISH_CLIENT_WORDS: ClientWords = {
  error: {
    eyebrow: 'Something broke',
    title: 'We could not load this page',
    text: 'The stories are safe; the service that serves them did not answer. Try again in a moment.',
    retry: 'Try again',
  },
  loadPhoto: 'Load photograph',
  byteUnits: ENGLISH_BYTE_UNITS,
}

const Words = createContext<ClientWords>(ENGLISH_CLIENT_WORDS)

/** Given by the root layout, from the page's translator. */
export function ClientWordsProvider({
  words,
  children,
}: {
  words: ClientWords
  children: ReactNode
}) {
  return <Words.Provider value={words}>{children}</Words.Provider>
}

export const useClientWords = () => useContext(Words)
