// Every file of a photograph the pages show, in one place: the image components draw these
// (SanityImage, SaverImage, the hero's slides), JSON-LD names the widest, and the build's sample
// step draws exactly these for the boxes the pages show (sanity/sample/prerender-images.ts).
import {
  HERO_CROPS,
  PHOTO_BOXES,
  photoWidths,
  SAVER_IMAGE_QUALITY,
  SAVER_IMAGE_WIDTHS,
  THUMBNAIL,
  thumbnailWidths,
} from '@/lib/image-sizes'
import type { PhotoBox } from '@/lib/image-sizes'
import { photoShape } from '@/lib/photo-layout'
import { site } from '@/lib/site'
import type { HeroSlideImage } from '@/components/hero/hero-options'
import { stepFiles, type PhotoFiles, type PhotoSteps } from '@/sanity/photo-steps'
import { heroCropUrl, heroImageUrl, urlForImage } from '@/sanity/image-url'
import type { ImageResult } from '@/sanity/types'

export type { PhotoFiles, PhotoSteps }

/** An image field whose asset is there (a dereference finds nothing if it was deleted). */
export type DrawnImage = ImageResult & { asset: NonNullable<ImageResult['asset']> }

/**
 * photoFiles' URL and steps: `sizes` picks the widths (photoWidths); a thumbnail's are THUMBNAIL's
 * (thumbnailWidths; its `sizes` scaled by thumbnailSizes); any other has dense screens' own
 * files (DENSE_SCREENS); data saver has its own.
 */
export function photoSteps(
  image: DrawnImage,
  box: PhotoBox,
  { sizes, saver = false }: { sizes?: string; saver?: boolean } = {},
): PhotoSteps {
  const { width } = box
  const height = box.height ?? Math.round(width / photoShape(image))
  const url = urlForImage(image).width(width).height(height).url()
  if (saver)
    return { url, widths: [...SAVER_IMAGE_WIDTHS], quality: SAVER_IMAGE_QUALITY, width, height }
  if (box.thumbnail)
    return {
      url,
      widths: thumbnailWidths(width),
      quality: THUMBNAIL.quality,
      width,
      height,
    }
  return { url, widths: photoWidths(width, sizes), dense: true, width, height }
}

/**
 * A photograph's files for `box`: cropped to the box's shape around the hotspot (or at its own
 * shape), at IMAGE_DEFAULTS' quality (which the loader keeps for every step), in the widths
 * `sizes` picks (photoWidths); in data saver mode, data saver's steps at its quality.
 */
export function photoFiles(
  image: DrawnImage,
  box: PhotoBox,
  options: { sizes?: string; saver?: boolean } = {},
): PhotoFiles {
  return stepFiles(photoSteps(image, box, options))
}

/**
 * The absolute URL of a story photograph's whole file at its largest, the one its pages already
 * show (their img's src): what JSON-LD gives image search as the photograph's `contentUrl`.
 */
export function photoFileUrl(image: ImageResult): string | null {
  if (!image.asset) return null
  return new URL(photoFiles({ ...image, asset: image.asset }, PHOTO_BOXES.storyPhoto).src, site.url)
    .href
}

/**
 * A story's photograph as a hero slide: one URL per crop, from which the slide's srcsets are made
 * (components/hero/hero-files.ts), so the page's RSC payload carries each once, not once a width;
 * with `preview`, its blurred preview (the first slide's), else its colour.
 */
export function heroSlideImage(
  image: ImageResult,
  { preview = false }: { preview?: boolean } = {},
): HeroSlideImage | null {
  if (!image.asset) return null
  const { lqip, color } = image.asset.metadata ?? {}
  return {
    src: heroImageUrl(image),
    crops: HERO_CROPS.map(({ aspectRatio }) => heroCropUrl(image, aspectRatio)),
    alt: image.alt,
    ...(preview && lqip ? { lqip } : color && { color }),
  }
}
