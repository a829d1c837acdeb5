// A photograph's files from its URL and widths (sanity/photo-urls.ts photoSteps): pure, with no
// server imports, so a client component writes a srcset from them and a page's RSC payload
// carries each photograph's URL once, not once a width (components/images/stepped-photo.tsx).
import { DENSE_SCREENS } from '@/lib/image-sizes'
import sanityImageLoader, { srcSetFor } from '@/sanity/image-loader'

export type PhotoFiles = {
  src: string
  srcSet: string
  /** Dense screens' srcset (DENSE_SCREENS): the same widths at a lower quality. */
  dense?: { media: string; srcSet: string }
  /** The box, in CSS px: its own height, else the photograph's shape at its width. */
  width: number
  height: number
}

/**
 * A photograph's files for `box` as a URL and its widths (photoFiles writes them out): the whole
 * box's URL, cropped to the box's shape around the hotspot (or at its own shape) at
 * IMAGE_DEFAULTS' quality; each srcset step only rewrites its width (and its height to match).
 */
export type PhotoSteps = {
  url: string
  widths: number[]
  /** A lower quality (data saver's, a thumbnail's), which replaces the URL's own; none: the URL's. */
  quality?: number
  /** Dense screens' own files, at DENSE_SCREENS' quality: a story's photographs on the full site. */
  dense?: boolean
  /** The box, in CSS px: its own height, else the photograph's shape at its width. */
  width: number
  height: number
}

/** Each of `steps`' files (`widths` ascending): the widest is the `src`. */
export function stepFiles({ url, widths, quality, dense, width, height }: PhotoSteps): PhotoFiles {
  return {
    src: sanityImageLoader({ src: url, width: widths.at(-1) ?? width, quality }),
    srcSet: srcSetFor(url, widths, quality),
    ...(dense && {
      dense: { media: DENSE_SCREENS.media, srcSet: srcSetFor(url, widths, DENSE_SCREENS.quality) },
    }),
    width,
    height,
  }
}
