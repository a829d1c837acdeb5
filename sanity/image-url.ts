import {
  createImageUrlBuilder,
  type ImageUrlBuilder,
  type SanityImageSource,
} from '@sanity/image-url'

import { HERO_IMAGE } from '@/lib/hero-size'
import { site } from '@/lib/site'
import { env } from '@/lib/settings'

/** An image field as a query returns it: `asset` is missing until an editor picks one. */
export type ImageSource =
  { _type?: string; asset?: unknown; crop?: unknown; hotspot?: unknown } | null | undefined

/**
 * `auto=format`: the image pipeline picks the format from the browser's Accept header (AVIF or
 * WebP on Sanity's CDN, the source's own format for a browser that takes neither).
 */
export const IMAGE_DEFAULTS = { quality: 80, auto: 'format', fit: 'crop' } as const

/** Shared by the story page's Open Graph image and the sample image route, which allows it. */
export const OG_IMAGE = { width: 1200, height: 630 } as const

/**
 * Link previews, feed enclosures and JSON-LD name one file for every reader: a JPEG, which every
 * crawler and feed reader shows (not all take WebP), so the type they are told is the type served.
 */
export const SHARE_IMAGE_FORMAT = { fm: 'jpg', type: 'image/jpeg' } as const

// baseUrl is only prefixed to the path, so the relative `/sample-images` of the embedded
// dataset works as well as https://cdn.sanity.io.
const builder = createImageUrlBuilder({
  projectId: env.projectId,
  dataset: env.dataset,
  baseUrl: env.imageBaseUrl,
})

function hasAsset(source: ImageSource): source is { asset: unknown } & SanityImageSource {
  return typeof source === 'object' && source !== null && Boolean(source.asset)
}

/**
 * A URL builder for an image field, with our defaults (q=80, auto=format, crop). Give it the
 * whole field, not just the asset, so the editor's hotspot and crop apply. Chain `.width()` etc.
 */
export function urlForImage(source: ImageSource): ImageUrlBuilder {
  if (!hasAsset(source)) throw new Error('Sanity image object is required')
  return builder
    .image(source)
    .quality(IMAGE_DEFAULTS.quality)
    .auto(IMAGE_DEFAULTS.auto)
    .fit(IMAGE_DEFAULTS.fit)
}

/**
 * The absolute URL of a photograph's link-preview crop (1200x630 around the hotspot, a JPEG):
 * Open Graph, Twitter cards, JSON-LD and the feeds all show this one.
 */
export function shareImageUrl(source: ImageSource): string {
  if (!hasAsset(source)) throw new Error('Sanity image object is required')
  const url = builder
    .image(source)
    .quality(IMAGE_DEFAULTS.quality)
    .fit(IMAGE_DEFAULTS.fit)
    .format(SHARE_IMAGE_FORMAT.fm)
    .width(OG_IMAGE.width)
    .height(OG_IMAGE.height)
    .url()
  return new URL(url, site.url).href
}

/** The hero slide URL: HERO_IMAGE's size and quality, times `dpr` (2 for high-density screens). */
export function heroImageUrl(source: ImageSource, { dpr = 1 }: { dpr?: 1 | 2 } = {}): string {
  return urlForImage(source)
    .width(HERO_IMAGE.width * dpr)
    .height(HERO_IMAGE.height * dpr)
    .quality(HERO_IMAGE.quality)
    .url()
}

/**
 * The hero's crop of `aspectRatio` (width / height), around the hotspot. Its size is a stand-in:
 * the browser code asks for each width with the image loader, which keeps the shape.
 */
export function heroCropUrl(source: ImageSource, aspectRatio: number): string {
  return urlForImage(source)
    .width(HERO_IMAGE.width)
    .height(Math.round(HERO_IMAGE.width / aspectRatio))
    .url()
}
