// The words of the client leaves no page hands props to (components/client-words.tsx), built on
// the server from the page's translator: a plain module, so server code can call it.
import { byteUnits, type ByteUnits } from '@/lib/approx-bytes'
import type { Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import type { RelativeWords } from '@/lib/relative-time'
import { relativeWords } from '@/lib/relative-words'

export type ClientWords = {
  error: { eyebrow: string; title: string; text: string; retry: string }
  /** `photo.load`: the button over a photograph not loaded yet. */
  loadPhoto: string
  /** How the page's language writes a download's size (lib/approx-bytes.ts). */
  byteUnits: ByteUnits
  /** "3 days ago" in a language browsers carry no data for; absent in the others. */
  relativeTime?: RelativeWords
}

export function clientWords(locale: Locale): ClientWords {
  const t = translator(locale)
  const relativeTime = relativeWords(locale)
  return {
    error: {
      eyebrow: t('error.eyebrow'),
      title: t('error.title'),
      text: t('error.text'),
      retry: t('error.retry'),
    },
    loadPhoto: t('photo.load'),
    byteUnits: byteUnits(locale),
    // Left out, not undefined, where the browser has the words: not a byte on those pages.
    ...(relativeTime && { relativeTime }),
  }
}
