// The offline and saved pages' addresses for any page's path, in that page's language and
// variant: pure, so the service worker reads it as well as the page.
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { publicPath, splitVariantPath, variantOf } from '@/lib/page-variant'
import { PAGES } from '@/lib/routes'

/** The offline page in the language of `pathname` (one page a language: it has no photographs). */
export const offlinePagePath = (pathname: string) =>
  publicPath({ locale: variantOf(pathname).locale, mode: 'full' }, PAGES.offline)

/** The saved stories' page in `locale` (in full mode: it shows what was saved, in any mode). */
export const savedPagePath = (locale: Locale) => publicPath({ locale, mode: 'full' }, PAGES.saved)

/** The language of a home page path (`/`, `/fr`, `/fr/lite`), or null for any other page. */
export function homeLocale(pathname: string): Locale | null {
  const { locale, pathname: rest } = splitVariantPath(pathname)
  return rest === '/' ? (locale ?? DEFAULT_LOCALE) : null
}
