// The languages the site speaks: English at the unprefixed URLs, the others under their prefix.
// Pure, so browser code reads it. A new language is a line in LANGUAGES and its catalog
// (lib/i18n/messages/<code>.json): docs/languages.md, "Adding a language".

type Language = {
  /** Named in itself, as the language switch shows it. */
  name: string
  /** Its reading direction, `<html dir>`. */
  dir: 'ltr' | 'rtl'
  /** Its Open Graph locale (`og:locale`), language and territory. */
  openGraph: string
  /** The spec's date as its readers write it, in dayjs's format and month names. */
  dateFormat: string
  /**
   * The script it is written in: its headings' face on the site and on link-preview cards.
   * African Latin: letters Fraunces lacks (Hausa's ɓ ɗ ƙ ƴ), drawn in a face that has them.
   * Ethiopic: Amharic's Ge'ez, in the phone's own face (lib/faces/ethiopic.ts).
   */
  script: 'latin' | 'african-latin' | 'arabic' | 'ethiopic'
  /**
   * Its tag for the browser's and Node's formatting (Intl): European Portuguese as Angola and
   * Mozambique write it (CLDR's `pt` is Brazil's); Latin digits in Arabic, as the site writes them.
   */
  intl: string
  /** Between the items of a list written out: Arabic's comma in Arabic. */
  comma: string
  /**
   * Whether phones' browsers carry its CLDR data (Intl): Chromium ships none for Hausa and
   * Yoruba, so their pages are handed their relative-time words by the server
   * (lib/relative-words.ts).
   */
  browserIntl: boolean
}

// One line a language, as a table (prettier would break each into eight).
// prettier-ignore
export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr', openGraph: 'en_GB', dateFormat: 'Do MMM, YYYY', script: 'latin', intl: 'en', comma: ', ', browserIntl: true },
  fr: { name: 'Français', dir: 'ltr', openGraph: 'fr_FR', dateFormat: 'D MMM YYYY', script: 'latin', intl: 'fr', comma: ', ', browserIntl: true },
  pt: { name: 'Português', dir: 'ltr', openGraph: 'pt_PT', dateFormat: 'D [de] MMM[.] [de] YYYY', script: 'latin', intl: 'pt-PT', comma: ', ', browserIntl: true },
  ar: { name: 'العربية', dir: 'rtl', openGraph: 'ar_AR', dateFormat: 'D MMMM YYYY', script: 'arabic', intl: 'ar-u-nu-latn', comma: '، ', browserIntl: true },
  sw: { name: 'Kiswahili', dir: 'ltr', openGraph: 'sw_KE', dateFormat: 'D MMMM YYYY', script: 'latin', intl: 'sw', comma: ', ', browserIntl: true },
  ha: { name: 'Hausa', dir: 'ltr', openGraph: 'ha_NG', dateFormat: 'D MMMM, YYYY', script: 'african-latin', intl: 'ha', comma: ', ', browserIntl: false },
  am: { name: 'አማርኛ', dir: 'ltr', openGraph: 'am_ET', dateFormat: 'D MMMM YYYY', script: 'ethiopic', intl: 'am', comma: '፣ ', browserIntl: true },
  yo: { name: 'Yorùbá', dir: 'ltr', openGraph: 'yo_NG', dateFormat: 'D MMMM YYYY', script: 'african-latin', intl: 'yo', comma: ', ', browserIntl: false },
} as const satisfies Record<string, Language>

export type Locale = keyof typeof LANGUAGES

// Object.keys is typed string[] for any object; these are LANGUAGES' own keys, in its order.
// Marked pure (as LOCALE_NAMES) so a bundle that needs neither drops LANGUAGES: data saver's script.
export const LOCALES = /* @__PURE__ */ Object.keys(LANGUAGES) as readonly Locale[]

export const DEFAULT_LOCALE: Locale = 'en'

/** One value for each language, from `value(locale)`. */
export const byLocale = <T>(value: (locale: Locale) => T): Record<Locale, T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES = /* @__PURE__ */ byLocale((locale) => LANGUAGES[locale].name)

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

/** The reading direction of `<html dir>`: Arabic reads right to left. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return LANGUAGES[locale].dir
}
