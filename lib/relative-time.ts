// "3 days ago": computed in the browser (components/story-card/relative-time.tsx), so it loads only
// the plugins it needs, not the display format's (lib/date.ts).
import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'

import { INVALID_DATE_MESSAGE, parseIso } from '@/lib/date-parse'

dayjs.extend(relativeTime)

/** Relative time from `now` (default: the current time), e.g. '3 days ago'. */
export function fromNow(iso: string, now: Date | string = new Date()): string {
  const reference = typeof now === 'string' ? parseIso(now) : dayjs.utc(now)
  if (!reference.isValid()) throw new Error(INVALID_DATE_MESSAGE)
  return parseIso(iso).from(reference)
}
