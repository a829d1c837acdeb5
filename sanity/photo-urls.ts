// Every file of a photograph the pages show, in one place: the image components draw these
// (SanityImage, SaverImage, the hero's slides), JSON-LD names the widest, and the build's sample
// step draws exactly these for the boxes the pages show (sanity/sample/prerender-images.ts).
import {
  HERO_CROPS,
  PHOTO_BOXES,
  photoWidths,
  SAVER_IMAGE_QUALITY,
  SAVER_IMAGE_WIDTHS,
} from '@/lib/image-sizes'
import type { PhotoBox } from '@/lib/image-sizes'
import { photoShape } from '@/lib/photo-layout'
import { site } from '@/lib/site'
import type { HeroSlideImage } from '@/components/hero/hero-options'
import sanityImageLoader, { srcSetFor } from '@/sanity/image-loader'
import { heroCropUrl, heroImageUrl, urlForImage } from '@/sanity/image-url'
import type { ImageResult } from '@/sanity/types'

/** An image field whose asset is there (a dereference finds nothing if it was deleted). */
export type DrawnImage = ImageResult & { asset: NonNullable<ImageResult['asset']> }

export type PhotoFiles = {
  src: string
  srcSet: string
  /** The box, in CSS px: its own height, else the photograph's shape at its width. */
  width: number
  height: number
}

const widestSaver = Math.max(...SAVER_IMAGE_WIDTHS)

/**
 * A photograph's files for `box`: cropped to the box's shape around the hotspot (or at its own
 * shape), at IMAGE_DEFAULTS' quality (which the loader keeps for every step), in the widths
 * `sizes` picks (photoWidths); in data saver mode, data saver's steps at its quality.
 */
export function photoFiles(
  image: DrawnImage,
  box: PhotoBox,
  { sizes, saver = false }: { sizes?: string; saver?: boolean } = {},
): PhotoFiles {
  const { width } = box
  const height = box.height ?? Math.round(width / photoShape(image))
  // The whole box's URL: each srcset step only rewrites its width (and its height to match).
  const src = urlForImage(image).width(width).height(height).url()
  if (saver) {
    const quality = SAVER_IMAGE_QUALITY
    return {
      src: sanityImageLoader({ src, width: widestSaver, quality }),
      srcSet: srcSetFor(src, SAVER_IMAGE_WIDTHS, quality),
      width,
      height,
    }
  }
  const widths = photoWidths(width, sizes)
  const widest = widths.at(-1) ?? width
  return {
    src: sanityImageLoader({ src, width: widest }),
    srcSet: srcSetFor(src, widths),
    width,
    height,
  }
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
 * (components/hero/hero-files.ts), so the page's RSC payload carries each once, not once a width.
 */
export function heroSlideImage(image: ImageResult): HeroSlideImage | null {
  if (!image.asset) return null
  return {
    src: heroImageUrl(image),
    crops: HERO_CROPS.map(({ aspectRatio }) => heroCropUrl(image, aspectRatio)),
    alt: image.alt,
    lqip: image.asset.metadata?.lqip || undefined,
  }
}
