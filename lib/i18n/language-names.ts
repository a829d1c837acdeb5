// A language named in the reader's language, from the runtime's CLDR data: "anglais" to a French
// reader, "الإنجليزية" to an Arabic one.
import type { Locale } from '@/lib/i18n/locales'

const names = new Map<Locale, Intl.DisplayNames>()

/** `language` as a reader of `locale` names it, in running text. */
export function languageName(language: Locale, locale: Locale): string {
  let display = names.get(locale)
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'language' })
    names.set(locale, display)
  }
  return display.of(language) ?? language
}
