import dayjs from 'dayjs'
import 'dayjs/locale/ar.js'
import 'dayjs/locale/fr.js'
import 'dayjs/locale/pt.js'
import 'dayjs/locale/sw.js'
import advancedFormat from 'dayjs/plugin/advancedFormat.js'

import { parseIso } from '@/lib/date-parse'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

export { fromNow } from '@/lib/relative-time'

dayjs.extend(advancedFormat)

export const DATE_DISPLAY_FORMAT = 'Do MMM, YYYY'

/**
 * The spec's date in each language, as its readers write a date: day, month, year, in dayjs's
 * month names (server code only, so no language's names reach the browser).
 */
const DATE_FORMATS = {
  en: DATE_DISPLAY_FORMAT,
  fr: 'D MMM YYYY',
  pt: 'D [de] MMM [de] YYYY',
  ar: 'D MMMM YYYY',
  sw: 'D MMMM YYYY',
} as const satisfies Record<Locale, string>

/**
 * '2026-01-03' → '3rd Jan, 2026' (the day in UTC); in French '3 janv. 2026', in Arabic
 * '3 يناير 2026'.
 */
export function formatDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return parseIso(iso).locale(locale).format(DATE_FORMATS[locale])
}
