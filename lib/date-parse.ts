// Reading the ISO dates content carries, strictly and in UTC: what lib/date.ts (the display
// format) and lib/relative-time.ts (in the browser too) both start from.
import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc.js'

dayjs.extend(utc)

export const INVALID_DATE_MESSAGE = 'Invalid ISO date string.'

// A date (2026-01-03) or a datetime with optional seconds, fraction and offset.
// dayjs on its own accepts loose strings ('March 3 2026') and rolls over bad days ('2026-02-30').
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/

function isRealCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Parsed as UTC (a datetime without an offset counts as UTC too) so the server and the
 * browser, whatever their time zones, render the same day.
 */
export function parseIso(iso: string): Dayjs {
  const match = ISO_8601.exec(iso)
  if (!match || !isRealCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new Error(INVALID_DATE_MESSAGE)
  }
  const parsed = dayjs.utc(iso)
  if (!parsed.isValid()) throw new Error(INVALID_DATE_MESSAGE)
  return parsed
}
