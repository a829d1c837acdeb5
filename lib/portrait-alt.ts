// A portrait's text alternative in the page's language. Editors describe a portrait once, in
// English (one alt field per image); a reader of another language hears the site's own words.
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'

/** The editor's description on an English page, else "Portrait d’Astou Niasse" in `locale`. */
export function portraitAlt(alt: string | null | undefined, name: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE && alt) return alt
  return translator(locale)('person.portraitAlt', { name })
}
