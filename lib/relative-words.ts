// The relative-time words of a language browsers carry no data for (LANGUAGES' browserIntl: false),
// handed to its pages only (lib/i18n/client-words.ts): a few hundred bytes on a Hausa or Yoruba
// page, none on any other. Each language's own (lib/i18n/relative/<code>.json), read by a second
// reader with its catalog: CLDR's Yoruba has only "-3 d", and its Hausa "a shekarar 1".
import { LANGUAGES, type Locale } from '@/lib/i18n/locales'
import hausa from '@/lib/i18n/relative/ha.json' with { type: 'json' }
import yoruba from '@/lib/i18n/relative/yo.json' with { type: 'json' }
import type { RelativeWords } from '@/lib/relative-time'

const OWN_WORDS: Partial<Record<Locale, RelativeWords>> = { ha: hausa, yo: yoruba }

export function relativeWords(locale: Locale): RelativeWords | undefined {
  if (LANGUAGES[locale].browserIntl) return undefined
  const words = OWN_WORDS[locale]
  if (!words)
    throw new Error(`No relative-time words for ${locale}: lib/i18n/relative/${locale}.json`)
  return words
}
