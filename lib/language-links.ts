// Where the language switch and the language offer lead: the same page, its query and fragment,
// in another language and the reader's variant. Pure: browser code reads it.
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { publicPath, splitVariantPath, variantOf } from '@/lib/page-variant'

/** `url` (a page's path with its query and fragment, in any language) in `locale`. */
export function inLanguage(url: string, locale: Locale): string {
  const end = url.search(/[?#]/)
  const pathname = end === -1 ? url : url.slice(0, end)
  const { mode } = variantOf(pathname)
  return (
    publicPath({ locale, mode }, splitVariantPath(pathname).pathname) + url.slice(pathname.length)
  )
}

/**
 * The language the browser prefers among the site's, if it is not `current`: the first of
 * `navigator.languages` the site speaks (`fr-CI` is French), unless the reader prefers the page's
 * own language before it.
 */
export function preferredLanguage(
  languages: readonly string[],
  current: Locale,
): Locale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0] ?? ''
    const locale = LOCALES.find((candidate) => candidate === base)
    if (locale === current) return undefined
    if (locale) return locale
  }
  return undefined
}
