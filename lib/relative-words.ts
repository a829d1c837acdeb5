// The relative-time words of a language browsers carry no data for (LANGUAGES' browserIntl), from
// Node's CLDR data on the server or the language's own, handed to its pages only
// (lib/i18n/client-words.ts): a few hundred bytes on a Hausa or Yoruba page, none on any other.
import { LANGUAGES, type Locale } from '@/lib/i18n/locales'
import yoruba from '@/lib/i18n/relative/yo.json' with { type: 'json' }
import type { RelativeWords } from '@/lib/relative-time'

// Where CLDR has no words (Yoruba's relative times are "-3 d"), the language's own, written and
// read by a second reader as its catalog was.
const OWN_WORDS: Partial<Record<Locale, RelativeWords>> = { yo: yoruba }

export function relativeWords(locale: Locale): RelativeWords | undefined {
  const { intl, browserIntl } = LANGUAGES[locale]
  if (browserIntl) return undefined
  const own = OWN_WORDS[locale]
  if (own) return own
  const counted = new Intl.RelativeTimeFormat(intl, { numeric: 'always' })
  const spoken = new Intl.RelativeTimeFormat(intl, { numeric: 'auto' })
  // "kwanaki 3 da suka gabata" → "kwanaki {count} da suka gabata"
  const pattern = (count: number, unit: Intl.RelativeTimeFormatUnit) =>
    counted
      .formatToParts(count, unit)
      .map((part) => (part.type === 'literal' ? part.value : '{count}'))
      .join('')
  const units = (sign: 1 | -1) => {
    const forms = (unit: Intl.RelativeTimeFormatUnit) => ({
      one: pattern(sign, unit),
      other: pattern(sign * 2, unit),
    })
    return {
      second: forms('second'),
      minute: forms('minute'),
      hour: forms('hour'),
      day: forms('day'),
      month: forms('month'),
      year: forms('year'),
    }
  }
  return {
    now: spoken.format(0, 'second'),
    yesterday: spoken.format(-1, 'day'),
    tomorrow: spoken.format(1, 'day'),
    ago: units(-1),
    in: units(1),
  }
}
