// The offline and saved pages' addresses for any page's path, in that page's language and
// variant: pure, so the service worker reads it as well as the page.
import type { PageMode } from '@/lib/data-saver'
import type { Locale } from '@/lib/i18n/locales'
import { publicPath, splitVariantPath, variantOf, type PageVariant } from '@/lib/page-variant'
import { PAGES } from '@/lib/routes'

/**
 * The offline page in the language and variant of `pathname`: a reader with data saver on is
 * sent to data saver's pages, so that is the one kept for her (a full one would be a redirect).
 */
export const offlinePagePath = (pathname: string) => publicPath(variantOf(pathname), PAGES.offline)

/** The saved stories' page in `locale` and `mode`. */
export const savedPagePath = (locale: Locale, mode: PageMode = 'full') =>
  publicPath({ locale, mode }, PAGES.saved)

/** The variant of a home page path (`/`, `/fr`, `/fr/lite`), or null for any other page. */
export function homeVariant(pathname: string): PageVariant | null {
  return splitVariantPath(pathname).pathname === '/' ? variantOf(pathname) : null
}

/** The same page in the other variant: `/fr/saved` ↔ `/fr/lite/saved`. */
export function otherVariantPath(pathname: string): string {
  const { locale, mode } = variantOf(pathname)
  return publicPath(
    { locale, mode: mode === 'lite' ? 'full' : 'lite' },
    splitVariantPath(pathname).pathname,
  )
}
