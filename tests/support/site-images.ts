// The sample images a reader's browser asks the running site for: every page reached by links
// from `/`, and in each page every image its HTML names (img src, each srcset candidate,
// <picture> sources, og:image). Read here on its own, not with the build step's reader
// (sanity/sample/prerender-images.ts), so that each checks the other.

import { splitVariantPath } from '@/lib/page-variant'

/** What Chromium sends for an image. */
export const BROWSER_IMAGE_ACCEPT =
  'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

const NOT_PAGES = /^\/(?:_next|api|studio|sample-images)(?:\/|$)/
/**
 * A story's photo pages are rendered on their first request, never built, and so are their
 * sample images (the whole photograph, its Open Graph crop): drawing them for every photograph
 * at build time would multiply the build as prerendering the pages would.
 */
const ON_DEMAND_PAGES = /^\/stories\/[^/]+\/photos\//

const attributeValues = (html: string, names: string) =>
  [...html.matchAll(new RegExp(`\\s(?:${names})="([^"]*)"`, 'gi'))].map(([, value = '']) =>
    value.replaceAll('&amp;', '&'),
  )

/** The site's own pages a page links to, as paths with their query. */
export function linkedPages(html: string): string[] {
  return attributeValues(html, 'href').flatMap((href) => {
    const path = href.split('#')[0] ?? ''
    const own = path.startsWith('/') && !path.startsWith('//')
    const { locale, pathname } = splitVariantPath(path.split('?')[0] ?? '')
    // English pages only: another language's page shows the same photographs at the same URLs
    // (and its pages past the first of each kind render on their first request).
    if (locale !== undefined) return []
    return own && !NOT_PAGES.test(path) && !ON_DEMAND_PAGES.test(pathname) ? [path] : []
  })
}

/** The sample image paths (with their query) a page's HTML names. */
export function imagesOfPage(html: string): string[] {
  return attributeValues(html, 'src|srcset|content').flatMap((value) =>
    value
      .split(/,\s+/)
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .map((url) => url.replace(/^https?:\/\/[^/]+/, ''))
      .filter((url) => url.startsWith('/sample-images/')),
  )
}

/**
 * Every page reached from `start` (`/`, or `/lite` for data saver's pages; at most `maxPages`),
 * and every image they name, once each.
 */
export async function referencedImages(
  siteUrl: string,
  {
    maxPages = 1_000,
    headers = {},
    start = '/',
  }: { maxPages?: number; headers?: Record<string, string>; start?: string } = {},
): Promise<{ pages: string[]; images: string[] }> {
  const seen = new Set([start])
  const queue = [start]
  const images = new Set<string>()
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    const response = await fetch(`${siteUrl}${page}`, { redirect: 'manual', headers })
    const html = await response.text()
    if (response.status !== 200) continue
    for (const image of imagesOfPage(html)) images.add(image)
    for (const link of linkedPages(html)) {
      if (seen.has(link) || seen.size >= maxPages) continue
      seen.add(link)
      queue.push(link)
    }
  }
  return { pages: [...seen], images: [...images] }
}

export type ImageAnswer = {
  path: string
  status: number
  contentType: string | null
  /** The route's X-Sample-Image: `disk` or `drawn`. */
  origin: string | null
  bytes: number
  ms: number
}

/** One image, as a browser asks for it, timed to its last byte. */
export async function requestImage(siteUrl: string, path: string): Promise<ImageAnswer> {
  const started = performance.now()
  const response = await fetch(`${siteUrl}${path}`, { headers: { accept: BROWSER_IMAGE_ACCEPT } })
  const bytes = (await response.arrayBuffer()).byteLength
  return {
    path,
    status: response.status,
    contentType: response.headers.get('content-type'),
    origin: response.headers.get('x-sample-image'),
    bytes,
    ms: performance.now() - started,
  }
}
