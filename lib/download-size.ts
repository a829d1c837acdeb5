// About how many bytes a story's photographs cost a reader, shown on its card and its page. Not
// the assets' own `size` (the originals an editor uploaded, which nobody downloads): the files we
// serve, as a phone asks for them: each photograph's width on the phone's screen picks a srcset
// step, and a WebP photograph weighs about `WEBP_BYTES_PER_PIXEL` bytes per pixel at our quality.
import {
  DEVICE_SIZES,
  IMAGE_SIZES,
  SAVER_ASSUMED_DENSITY,
  SAVER_IMAGE_WIDTHS,
  PHOTO_BOXES,
} from '@/lib/image-sizes'

/** Most readers: a phone 390 CSS px wide at 2x (at about 1x in data saver mode, see below). */
export const REFERENCE_PHONE = { width: 390, density: 2 } as const

/**
 * Typical photographs as WebP: at a dense screen's quality (DENSE_SCREENS' 60, three quarters of
 * our default 80's bytes: a phone is a dense screen) and data saver mode's (50). Our drawn sample
 * images are lighter than photographs; these figures are for real ones.
 */
export const WEBP_BYTES_PER_PIXEL = { full: 0.115, saver: 0.08 } as const

// On a phone every photograph spans the screen, the pair's and block's less their 20 px margins.
const MARGINS = 40

/** A photograph as the phone shows it: its width in CSS px, and its shape (width / height). */
export type PhotoOnPhone = { cssWidth: number; aspectRatio: number }

/** What a story's card and page know of its photographs (the story query's projection). */
export type StoryPhotographs = {
  photographs?: { layout: string | null; aspectRatios: (number | null)[] | null }[] | null
}

const ratio = ({ width, height }: { width: number; height: number }) => width / height

// A photograph whose asset lost its measurements counts as 3:2.
const FALLBACK_RATIO = 3 / 2

/**
 * The cover (cropped to 4:5), then each photograph of the story's image blocks at its own shape:
 * a full one as wide as the phone, a block or pair photograph as wide as the text column.
 */
export function photographsOnPhone({ photographs }: StoryPhotographs): PhotoOnPhone[] {
  const screen = REFERENCE_PHONE.width
  const column = screen - MARGINS
  const cover = { cssWidth: screen, aspectRatio: ratio(PHOTO_BOXES.storyCover) }
  return [
    cover,
    ...(photographs ?? []).flatMap(({ layout, aspectRatios }): PhotoOnPhone[] => {
      const count = layout === 'pair' ? 2 : layout === 'full' || layout === 'block' ? 1 : 0
      const cssWidth = layout === 'full' ? screen : column
      return (aspectRatios ?? [])
        .slice(0, count)
        .map((aspectRatio) => ({ cssWidth, aspectRatio: aspectRatio || FALLBACK_RATIO }))
    }),
  ]
}

const FULL_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b)

/**
 * The srcset step the phone downloads for a photograph `cssWidth` wide: the first that covers it
 * at the screen's density (data saver mode's `sizes` ask for about 1x), else the widest.
 */
export function servedWidth(cssWidth: number, saver: boolean): number {
  const widths: readonly number[] = saver ? SAVER_IMAGE_WIDTHS : FULL_WIDTHS
  const density = saver ? REFERENCE_PHONE.density / SAVER_ASSUMED_DENSITY : REFERENCE_PHONE.density
  const needed = cssWidth * density
  return widths.find((width) => width >= needed) ?? widths[widths.length - 1] ?? cssWidth
}

/** About how many bytes one photograph is, served to the phone. */
export function photoBytes({ cssWidth, aspectRatio }: PhotoOnPhone, saver: boolean): number {
  const width = servedWidth(cssWidth, saver)
  const height = Math.round(width / aspectRatio)
  return width * height * WEBP_BYTES_PER_PIXEL[saver ? 'saver' : 'full']
}

/** About how many bytes all of a story's photographs are, served to the phone. */
export function storyDownloadBytes(story: StoryPhotographs, saver: boolean): number {
  return photographsOnPhone(story).reduce((sum, photo) => sum + photoBytes(photo, saver), 0)
}
