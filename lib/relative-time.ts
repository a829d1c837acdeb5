// "3 days ago": computed in the browser (components/story-card/relative-time.tsx), so it loads only
// the plugins it needs, not the display format's (lib/date.ts). English as dayjs writes it (the
// spec's words); the other languages through the browser's own Intl.RelativeTimeFormat, with
// dayjs's thresholds, so no language's words add to the bundle. A language browsers carry no
// data for (Hausa: Chromium's Intl would answer in English) is written from the words its page
// is handed (RelativeWords, made on the server by lib/relative-words.ts).
import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime.js'

import { INVALID_DATE_MESSAGE, parseIso } from '@/lib/date-parse'
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '@/lib/i18n/locales'

dayjs.extend(relativeTime)

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

/** A count's words (`{count}` the number): `one` said for a count of 1, `other` for any other. */
type Counted = { one: string; other: string }

/** A language's relative times as patterns, for browsers without its data. */
export type RelativeWords = {
  now: string
  yesterday: string
  tomorrow: string
  ago: Record<Unit, Counted>
  in: Record<Unit, Counted>
}

/** dayjs's relativeTime thresholds: the unit and rounded count a difference is written in. */
function unitOf(seconds: number): [Unit, number] {
  const abs = Math.abs(seconds)
  const round = (value: number) => Math.max(1, Math.round(value))
  if (abs < 45) return ['second', Math.round(abs)]
  if (abs < 90) return ['minute', 1]
  if (abs < 45 * 60) return ['minute', round(abs / 60)]
  if (abs < 90 * 60) return ['hour', 1]
  if (abs < 22 * 3600) return ['hour', round(abs / 3600)]
  if (abs < 36 * 3600) return ['day', 1]
  const days = abs / 86400
  if (days < 26) return ['day', round(days)]
  if (days < 46) return ['month', 1]
  if (days < 320) return ['month', round(days / 30.4)]
  if (days < 548) return ['year', 1]
  return ['year', round(days / 365)]
}

/**
 * Relative time from `now` (default: the current time): '3 days ago', 'il y a 3 jours'; from
 * `words` where the page was handed its language's.
 */
export function fromNow(
  iso: string,
  now: Date | string = new Date(),
  locale: Locale = DEFAULT_LOCALE,
  words?: RelativeWords,
): string {
  const reference = typeof now === 'string' ? parseIso(now) : dayjs.utc(now)
  if (!reference.isValid()) throw new Error(INVALID_DATE_MESSAGE)
  const date = parseIso(iso)
  if (locale === DEFAULT_LOCALE) return date.from(reference)
  const [unit, count] = unitOf(date.diff(reference, 'second'))
  const sign = date.isAfter(reference) ? 1 : -1
  // 'always': "il y a 1 mois" says what "a month ago" says. 'auto''s "le mois dernier" names the
  // calendar month, wrong within it (26 days back from 28 November is November). A day is where
  // a reader says "hier", "ontem", "أمس", "jana", not "il y a 1 jour" (22 to 36 hours back, as
  // dayjs's "a day ago"); a moment ago is "maintenant", as dayjs's "a few seconds ago" counts
  // no seconds.
  const spoken = (unit === 'second' && count === 0) || (unit === 'day' && count === 1)
  if (words) {
    if (spoken) return unit === 'second' ? words.now : sign < 0 ? words.yesterday : words.tomorrow
    const forms = (sign < 0 ? words.ago : words.in)[unit]
    return (count === 1 ? forms.one : forms.other).replace('{count}', String(count))
  }
  return new Intl.RelativeTimeFormat(LANGUAGES[locale].intl, {
    numeric: spoken ? 'auto' : 'always',
  }).format(sign * count, unit)
}
