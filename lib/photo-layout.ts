// How wide a story's photographs are drawn, at their own shape: each layout's CSS width and the
// `sizes` that tells the browser the same width, written from one set of numbers so the two
// cannot drift apart. A layout never crops: the width follows from the photograph's shape.
import { MOBILE_BREAKPOINT } from '@/lib/breakpoints'

/** The region an editor's crop keeps, as fractions cut from each edge (Sanity's `crop`). */
type Crop = { top?: number; bottom?: number; left?: number; right?: number }

/** A photograph's own shape (width / height): its asset's, less the editor's crop. */
export function croppedAspectRatio(
  dimensions: { width: number; height: number },
  crop?: Crop | null,
): number {
  const width = dimensions.width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0))
  const height = dimensions.height * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0))
  return width > 0 && height > 0 ? width / height : dimensions.width / dimensions.height
}

/** Sanity measures every upload; a photograph whose asset lost its size is shown at 3:2. */
const UNMEASURED_SHAPE = 3 / 2

type MeasuredImage = {
  crop?: Crop | null
  asset?: { metadata?: { dimensions?: { width: number; height: number } | null } | null } | null
}

/** A photograph's own shape as the page draws it: cropped as the editor cropped it, else 3:2. */
export function photoShape(image: MeasuredImage): number {
  const dimensions = image.asset?.metadata?.dimensions
  return dimensions ? croppedAspectRatio(dimensions, image.crop) : UNMEASURED_SHAPE
}

/**
 * `full`: edge to edge while the photograph and its caption still fit the screen's height (room
 * for three lines of caption under it), so on a desktop no photograph runs past the window.
 */
export const FULL_PHOTO_CAPTION_ROOM = 120
/** `block`: out of the text column (728 px) up to 1024 px, and at most 85% of the screen high. */
export const BLOCK_PHOTO_MAX_WIDTH = 1024
const BLOCK_PHOTO_MAX_HEIGHT_VH = 85
/** The page's side margins on a phone (px-5), where `block` and `pair` photographs sit inside. */
const PHONE_MARGINS = 40
/** `pair`: a row of `max-w-6xl` (1152 px) less md:px-8, with md:gap-5 between the two. */
const PAIR_ROW_MAX = 1152 - 64
const PAIR_ROW_PADDING = 64
export const PAIR_GAP = 20

/** A length of `fraction` of the viewport's height, e.g. `106.67vh`. */
function vh(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100}vh`
}

export type PhotoWidth = {
  /** The CSS width of the photograph's box (its height follows from its shape). */
  css: string
  sizes: string
}

export function fullPhotoWidth(aspectRatio: number): PhotoWidth {
  const fit = `(100vh - ${FULL_PHOTO_CAPTION_ROOM}px) * ${Math.round(aspectRatio * 10000) / 10000}`
  return { css: `min(100%, calc(${fit}))`, sizes: `min(100vw, calc(${fit}))` }
}

export function blockPhotoWidth(aspectRatio: number): PhotoWidth {
  const tallest = vh((aspectRatio * BLOCK_PHOTO_MAX_HEIGHT_VH) / 100)
  return {
    css: `min(100%, ${BLOCK_PHOTO_MAX_WIDTH}px, ${tallest})`,
    sizes: `min(100vw - ${PHONE_MARGINS}px, ${BLOCK_PHOTO_MAX_WIDTH}px, ${tallest})`,
  }
}

/**
 * Each photograph of a pair, side by side from 768 px at one height: widths in proportion to
 * their shapes (the box's flex-grow is its aspect ratio), stacked at their own shape on phones.
 */
export function pairPhotoSizes(aspectRatios: readonly [number, number]): [string, string] {
  const total = aspectRatios[0] + aspectRatios[1]
  const size = (ratio: number) => {
    const share = Math.round((ratio / total) * 10000) / 10000
    const widest = Math.round((PAIR_ROW_MAX - PAIR_GAP) * share)
    return [
      `(min-width: ${PAIR_ROW_MAX + PAIR_ROW_PADDING}px) ${widest}px`,
      `(min-width: ${MOBILE_BREAKPOINT}px) calc((100vw - ${PAIR_ROW_PADDING + PAIR_GAP}px) * ${share})`,
      `calc(100vw - ${PHONE_MARGINS}px)`,
    ].join(', ')
  }
  return [size(aspectRatios[0]), size(aspectRatios[1])]
}

/**
 * The photo viewer and a photo's own page: the whole photograph on the screen, as wide as the
 * screen and as tall as it allows once `chrome` (controls and caption, in px) is left over.
 */
export function viewerPhotoWidth(aspectRatio: number, chrome: number): PhotoWidth {
  const tallest = `(100vh - ${chrome}px) * ${Math.round(aspectRatio * 10000) / 10000}`
  return { css: `min(100%, calc(${tallest}))`, sizes: `min(100vw, calc(${tallest}))` }
}
