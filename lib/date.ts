import dayjs from 'dayjs'
import 'dayjs/locale/ar.js'
import 'dayjs/locale/fr.js'
import 'dayjs/locale/pt.js'
import 'dayjs/locale/sw.js'
import advancedFormat from 'dayjs/plugin/advancedFormat.js'

import { parseIso } from '@/lib/date-parse'
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from '@/lib/i18n/locales'

export { fromNow } from '@/lib/relative-time'

dayjs.extend(advancedFormat)

// A language dayjs has no locale for (Hausa), or one whose locale misspells its months (dayjs's
// Yoruba has "Sẹ́rẹ́" for Ṣẹ́rẹ́, "Agẹmo" for Agẹmọ), takes its month names from the runtime's
// CLDR data: this module runs on the server only, where Node carries every language's.
const cldrMonths = (intl: string, month: 'long' | 'short') =>
  Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat(intl, { month, timeZone: 'UTC' }).format(Date.UTC(2026, index, 3)),
  )
const english = dayjs.Ls[DEFAULT_LOCALE]
for (const locale of LOCALES) {
  if (dayjs.Ls[locale] || !english) continue
  const { intl } = LANGUAGES[locale]
  const months = { months: cldrMonths(intl, 'long'), monthsShort: cldrMonths(intl, 'short') }
  dayjs.locale({ ...english, name: locale, ...months }, undefined, true)
}

export const DATE_DISPLAY_FORMAT = LANGUAGES.en.dateFormat

/**
 * '2026-01-03' → '3rd Jan, 2026' (the day in UTC); in French '3 janv. 2026', in Arabic
 * '3 يناير 2026'.
 */
export function formatDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return parseIso(iso).locale(locale).format(LANGUAGES[locale].dateFormat)
}
