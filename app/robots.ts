import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/absolute-url'
import { PAGE_MODES } from '@/lib/data-saver'
import { LOCALES } from '@/lib/i18n/locales'
import { publicPath } from '@/lib/page-variant'
import { SITEMAP_PATH } from '@/lib/sitemap'
import { PAGES } from '@/lib/routes'

/** Search results in every language and variant: /search, /fr/search, /fr/lite/search… */
const SEARCH_PATHS = PAGE_MODES.flatMap((mode) =>
  LOCALES.map((locale) => publicPath({ locale, mode }, PAGES.search)),
)

/** Crawlers read the pages; the Studio, the API and search results are not for an index. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/api/', ...SEARCH_PATHS] },
    sitemap: absoluteUrl(SITEMAP_PATH),
  }
}
