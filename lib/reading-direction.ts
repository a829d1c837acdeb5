// Which way a row of slides or photographs reads: the next one is to the right in a
// left-to-right language, to the left in Arabic. Arrow keys, swipes and a native scroll strip
// follow it. Pure: browser code reads it.
import { textDirection, type Locale } from '@/lib/i18n/locales'

/** 1 where the next item is to the right, -1 where it is to the left. */
export type Forward = 1 | -1

export const forwardIn = (locale: Locale): Forward => (textDirection(locale) === 'rtl' ? -1 : 1)

/** The step an arrow key takes through the row: 1 to the next item, -1 back, 0 for another key. */
export function arrowStep(key: string, forward: Forward): -1 | 0 | 1 {
  if (key === 'ArrowRight') return forward
  if (key === 'ArrowLeft') return forward === 1 ? -1 : 1
  return 0
}
