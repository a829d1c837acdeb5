// A story's own text shown on a page in another language (an untranslated story in a French
// list): its element says which language it is in, so a screen reader reads it with the right
// voice and an English line on an Arabic page runs left to right. Pure: client leaves use it.
import { isLocale, textDirection, type Locale } from '@/lib/i18n/locales'

/** `lang` and `dir` for text written in `language` on a page in `locale`; nothing when they match. */
export function otherLanguage(
  language: string | null | undefined,
  locale: Locale,
): { lang?: Locale; dir?: 'ltr' | 'rtl' } {
  if (!language || language === locale || !isLocale(language)) return {}
  return { lang: language, dir: textDirection(language) }
}

/**
 * Text in a known language, always with a direction: its own where it differs from the page's
 * (otherLanguage), else the page's. An Arabic bio that begins with a Latin name then stays right
 * to left: app/globals.css takes a block's direction from its first letter only where none is
 * given.
 */
export function languageOf(
  language: string | null | undefined,
  locale: Locale,
): { lang?: Locale; dir: 'ltr' | 'rtl' } {
  const { lang, dir } = otherLanguage(language, locale)
  return dir ? { lang, dir } : { dir: textDirection(locale) }
}
