// The languages the site's interface speaks (issue 29): English at the spec's own URLs, the others
// under their prefix once the routing table has its locale column. Pure, so browser code reads it.

export const LOCALES = ['en', 'fr', 'pt', 'ar', 'sw'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  ar: 'العربية',
  sw: 'Kiswahili',
} as const satisfies Record<Locale, string>

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

/** The reading direction of `<html dir>`: Arabic reads right to left. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** One value for each language, from `value(locale)`. (A new language fails to compile here.) */
export const byLocale = <T>(value: (locale: Locale) => T): Record<Locale, T> => ({
  en: value('en'),
  fr: value('fr'),
  pt: value('pt'),
  ar: value('ar'),
  sw: value('sw'),
})
