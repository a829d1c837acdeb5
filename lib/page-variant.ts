// Which variant of a page a URL is: its language (lib/i18n/locales.ts) and its mode (data saver,
// lib/data-saver.ts), the two columns every page of the routing table has. A reader sees
// `[/<locale>][/lite]<path>`: English and the full site unprefixed, at the site's first URLs;
// `/fr/lite/stories` is the French data saver list. Inside the server every page renders at
// `/<locale>/<mode><path>` (app/(site)/[locale]/[mode]), where the proxy rewrites it. Pure: the
// proxy, route handlers and browser code read it.
import { isPageMode, type PageMode } from '@/lib/data-saver'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'

export type PageVariant = { locale: Locale; mode: PageMode }

/** English, full: the variant of a URL with no prefix. */
export const DEFAULT_VARIANT: PageVariant = { locale: DEFAULT_LOCALE, mode: 'full' }

/** Where the server renders `pathname` in `variant`: `/fr/lite/stories`, `/en/full`. */
export const internalPath = ({ locale, mode }: PageVariant, pathname: string): string =>
  `/${locale}/${mode}${pathname === '/' ? '' : pathname}`

/** The URL a reader sees for `pathname` in `variant`: `/stories`, `/lite/stories`, `/fr`. */
export function publicPath({ locale, mode }: PageVariant, pathname: string): string {
  const prefix = (locale === DEFAULT_LOCALE ? '' : `/${locale}`) + (mode === 'lite' ? '/lite' : '')
  return prefix && pathname === '/' ? prefix : prefix + pathname
}

/** A path's first segment and what follows it (`/` when nothing does). */
function firstSegment(pathname: string): { first: string; rest: string } {
  const end = pathname.indexOf('/', 1)
  return end === -1
    ? { first: pathname.slice(1), rest: '/' }
    : { first: pathname.slice(1, end), rest: pathname.slice(end) }
}

/**
 * A path split into the variant its prefix names and the page's path: `/fr/lite/stories` is
 * French, lite, `/stories`; an internal `/en/full` is English, full, `/`. What the path leaves out
 * is undefined (the default: English, full). Any other path is the page's path as it is.
 */
export function splitVariantPath(pathname: string): {
  locale: Locale | undefined
  mode: PageMode | undefined
  pathname: string
} {
  let rest = pathname
  let locale: Locale | undefined
  let mode: PageMode | undefined
  const language = firstSegment(rest)
  if (isLocale(language.first)) {
    locale = language.first
    rest = language.rest
  }
  const variant = firstSegment(rest)
  if (isPageMode(variant.first)) {
    mode = variant.first
    rest = variant.rest
  }
  return { locale, mode, pathname: rest }
}

/** The variant a path is in, its defaults filled in. */
export function variantOf(pathname: string): PageVariant {
  const { locale = DEFAULT_LOCALE, mode = 'full' } = splitVariantPath(pathname)
  return { locale, mode }
}

/** A variant by its mode and language (English unless named). */
export const pageVariant = (mode: PageMode, locale: Locale = DEFAULT_LOCALE): PageVariant => ({
  locale,
  mode,
})
