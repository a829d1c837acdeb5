import dayjs, { type Dayjs } from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat'
import relativeTime from 'dayjs/plugin/relativeTime'
import utc from 'dayjs/plugin/utc'

dayjs.extend(advancedFormat)
dayjs.extend(relativeTime)
dayjs.extend(utc)

export const DATE_DISPLAY_FORMAT = 'Do MMM, YYYY'

const INVALID_DATE_MESSAGE = 'Invalid ISO date string.'

// A date (2026-01-03) or a datetime with optional seconds, fraction and offset.
// dayjs on its own accepts loose strings ('March 3 2026') and rolls over bad days ('2026-02-30').
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/

function isRealCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// Parsed as UTC (a datetime without an offset counts as UTC too) so the server and the
// browser, whatever their time zones, render the same day.
function parseIso(iso: string): Dayjs {
  const match = ISO_8601.exec(iso)
  if (!match || !isRealCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new Error(INVALID_DATE_MESSAGE)
  }
  const parsed = dayjs.utc(iso)
  if (!parsed.isValid()) throw new Error(INVALID_DATE_MESSAGE)
  return parsed
}

/** '2026-01-03' → '3rd Jan, 2026' (the day in UTC). */
export function formatDate(iso: string): string {
  return parseIso(iso).format(DATE_DISPLAY_FORMAT)
}

/** Relative time from `now` (default: the current time), e.g. '3 days ago'. */
export function fromNow(iso: string, now: Date | string = new Date()): string {
  const reference = typeof now === 'string' ? parseIso(now) : dayjs.utc(now)
  if (!reference.isValid()) throw new Error(INVALID_DATE_MESSAGE)
  return parseIso(iso).from(reference)
}
