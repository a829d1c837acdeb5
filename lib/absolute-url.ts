import { site } from '@/lib/site'

/**
 * `path` (or a URL) on the site's own origin, SITE_URL: what feeds, the sitemap and link previews
 * need. Never the request's Host, which a stranger sets.
 */
export const absoluteUrl = (path: string): string => new URL(path, site.url).href
