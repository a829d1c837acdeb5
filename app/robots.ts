import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/absolute-url'
import { SITEMAP_PATH } from '@/lib/sitemap'
import { PAGES } from '@/lib/routes'

/** Crawlers read the pages; the Studio, the API and search results are not for an index. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/api/', PAGES.search] },
    sitemap: absoluteUrl(SITEMAP_PATH),
  }
}
