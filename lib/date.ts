import dayjs from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat'

import { parseIso } from '@/lib/date-parse'

export { fromNow } from '@/lib/relative-time'

dayjs.extend(advancedFormat)

export const DATE_DISPLAY_FORMAT = 'Do MMM, YYYY'

/** '2026-01-03' → '3rd Jan, 2026' (the day in UTC). */
export function formatDate(iso: string): string {
  return parseIso(iso).format(DATE_DISPLAY_FORMAT)
}
