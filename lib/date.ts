import dayjs from 'dayjs'
import 'dayjs/locale/ar.js'
import 'dayjs/locale/fr.js'
import 'dayjs/locale/pt.js'
import 'dayjs/locale/sw.js'
import advancedFormat from 'dayjs/plugin/advancedFormat.js'

import { parseIso } from '@/lib/date-parse'
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '@/lib/i18n/locales'

export { fromNow } from '@/lib/relative-time'

dayjs.extend(advancedFormat)

export const DATE_DISPLAY_FORMAT = LANGUAGES.en.dateFormat

/**
 * '2026-01-03' → '3rd Jan, 2026' (the day in UTC); in French '3 janv. 2026', in Arabic
 * '3 يناير 2026'.
 */
export function formatDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return parseIso(iso).locale(locale).format(LANGUAGES[locale].dateFormat)
}
