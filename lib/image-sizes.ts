// The widths the site asks the image pipeline for: next/image's srcset steps (set in
// next.config.ts) and the hero's, and the sample image route draws no other. Each step is a
// srcset candidate in every image's HTML, so keep only what the layouts pick: phones at 1x to 3x,
// tablets, and full-bleed photographs on desktops. Pure, so browser code reads it too.
// Relative: next.config.ts loads this module, and Next's config loader does not know `@/`.
import { DESKTOP_BREAKPOINT, MOBILE_BREAKPOINT } from './breakpoints'
import { HERO_IMAGE } from './hero-size'

/**
 * Full-width layouts (the hero on narrow screens, full-bleed photographs, the story cover). 750
 * is a 360-412 px phone at 1.75x to 2x, many of our readers' Android phones: without it they
 * took 828 (20% more pixels).
 */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1600, 2048] as const
/**
 * Images narrower than the screen, cards above all (THUMBNAIL: about 1.5x on a phone): 256 for a
 * phone's two-column grid (152-190 px wide), 384 and 480 for a home row's card (273-300 px) on
 * phones at 1.75x to 2x, 384 to 640 for a desktop's at 1x. No 320: each step costs a card's HTML
 * a srcset candidate (~270 bytes), and a home page carries twenty cards.
 */
export const IMAGE_SIZES = [256, 384, 480] as const

/** The banner's `sizes`: the width of the screen, at most its own. */
export const HERO_IMAGE_SIZES = `(min-width: ${HERO_IMAGE.width}px) ${HERO_IMAGE.width}px, 100vw`

/** The densest screens the hero serves, as the desktop banner (1x and 2x). */
const HERO_MAX_DENSITY = 2

/**
 * The steps of DEVICE_SIZES a box from `minWidth` to `maxWidth` CSS px wide draws at 1x to 2x:
 * from the first that covers the narrowest at 1x to the first that covers the widest at 2x.
 */
function widthsCovering(minWidth: number, maxWidth: number): number[] {
  const first = DEVICE_SIZES.findIndex((width) => width >= minWidth)
  const last = DEVICE_SIZES.findIndex((width) => width >= maxWidth * HERO_MAX_DENSITY)
  return DEVICE_SIZES.slice(Math.max(first, 0), last === -1 ? undefined : last + 1)
}

/**
 * Narrower screens show the hero box in other shapes (the aspect classes of hero-slide.tsx, which
 * must agree): each gets the story's crop of its shape (width / height), around the hotspot, at
 * our default quality, at the widths it is drawn at. First match of `media` wins.
 */
export const HERO_CROPS = [
  {
    // Square on a phone: the photograph large, yet the story's title, its Discover button and
    // the slider's controls still on the first screen.
    media: `(max-width: ${MOBILE_BREAKPOINT - 1}px)`,
    aspectRatio: 1,
    widths: widthsCovering(0, MOBILE_BREAKPOINT - 1),
  },
  {
    media: `(max-width: ${DESKTOP_BREAKPOINT - 1}px)`,
    aspectRatio: 16 / 9,
    widths: widthsCovering(MOBILE_BREAKPOINT, DESKTOP_BREAKPOINT - 1),
  },
] as const

/** The narrow crops fill the screen's width. */
export const HERO_CROP_SIZES = '100vw'

/**
 * Data saver mode (lib/data-saver.ts): every photograph's srcset steps, for a phone's screen at
 * about 1x (no 2x or 3x copies), and the quality they are encoded at. Desktops get the widest;
 * 160 is a card of a phone's two-column grid.
 */
export const SAVER_IMAGE_WIDTHS = [160, 240, 360, 480] as const
export const SAVER_IMAGE_QUALITY = 50

/** A card's shapes (CardPhoto), width over height: cropped to them around the editor's hotspot. */
export const CARD_RATIOS = { portrait: 4 / 5, landscape: 4 / 3 } as const
export type CardShape = keyof typeof CARD_RATIOS

/**
 * A photograph's box at its widest, in CSS px: with a `height`, the photograph is cropped to the
 * box's shape around the hotspot; without, drawn at its own shape (the height follows from it).
 */
export type PhotoBox = {
  readonly width: number
  readonly height?: number
  /** A card's photograph: drawn at THUMBNAIL's density and quality. */
  readonly thumbnail?: boolean
}

/**
 * Cards' photographs, beside the story's own: no denser than about 1.5x on a phone (a 2x phone
 * draws them at 1.5x, a 3x one at 2.25x), at a lower quality that a file drawn above 1x hides
 * (imgix's "variable quality" by density): a home row's card takes 384 px at q60 on a 2x phone
 * instead of 640 px at q80, about half the bytes, alike to the eye at its size.
 */
export const THUMBNAIL = { density: 1.5, quality: 60 } as const
/**
 * Files drawn on dense screens (phones, 2x laptops): a lower quality, which their pixels, smaller
 * than the eye resolves, hide (imgix's "variable quality" by density), given to them by a
 * <source> of their own; a 1x screen keeps IMAGE_DEFAULTS' quality. A story's photograph on a
 * phone is then about three quarters of its bytes at q80, alike to the eye.
 */
export const DENSE_SCREENS = {
  media: '(min-resolution: 1.5dppx)',
  quality: THUMBNAIL.quality,
} as const

/** The density a phone's `sizes` slot is scaled from for thumbnails: most of our readers' phones. */
const PHONE_DENSITY = 2

const card = (width: number, shape: CardShape) =>
  ({ width, height: Math.round(width / CARD_RATIOS[shape]), shape, thumbnail: true }) as const

/**
 * Every place a page shows a photograph, as the box it is drawn for at its widest. The image
 * components draw these, and the build's sample step draws the files of these
 * (sanity/sample/prerender-images.ts): a new place for photographs is a row here.
 */
export const PHOTO_BOXES = {
  /**
   * A story's `full` and `block` photographs, the viewer's and a photo page's: the widest file is
   * a full-bleed one on a large screen. How wide each shows is lib/photo-layout.ts's.
   */
  storyPhoto: { width: 2400 },
  /** Each photograph of a `pair`, half a full-bleed one. */
  pairPhoto: { width: 1200 },
  /** The story's cover beside its title, 4:5 (its column at its widest, 2x). */
  storyCover: { width: 861, height: 1077 },
  /** A story's card in the grids and rows, and in the community page's recent work. */
  storyCard: card(437, 'portrait'),
  /** A story's row on /latest. */
  latestCard: card(560, 'landscape'),
  /** A team member's card on /theruumafrica. */
  teamCard: card(480, 'portrait'),
  /** The previous and next stories at a story's end. */
  neighbour: { width: 80, height: 100 },
  /** A story found by /search. */
  searchThumbnail: { width: 128, height: 160 },
  /** A person's portrait on their page (its column from md), 4:5. */
  personPortrait: { width: 360, height: 450 },
  /** A photograph in a person's page's columns, at its own shape. */
  personPhoto: { width: 405 },
} as const satisfies Record<string, PhotoBox>

/**
 * The screen density data saver mode's `sizes` assume (most phones): it picks files for about
 * 1x. A little over 2, so that a 2x phone's full-width photograph (390 px × 2 / 2.2 = 355 px,
 * Lighthouse's phone's 412 px × 1.75 / 2.2 = 328 px) takes the 360 px step, not the 480 px one
 * (at 2 exactly, 412 × 1.75 / 2 = 360.5 px did): the cover is then within data saver's 50 kB.
 */
export const SAVER_ASSUMED_DENSITY = 2.2

/**
 * Data saver on the densest phones (3x, 4x): their `sizes` divided by more, so that a 412 px
 * phone at 3x to 4x takes the cover a 2x one takes (360 px, not 480), within data saver's page
 * budget: about 0.9x of its pixels, where 2.2 gave a 4x screen 1.8x.
 */
export const SAVER_DENSEST = { media: '(min-resolution: 3dppx)', divisor: 4.6 } as const

/**
 * In data saver mode, how many of a list's photographs come with the page: its first row on a
 * phone. The others wait for a tap (the browser's lazy loading fetches far below the screen).
 */
export const SAVER_EAGER_CARDS = 2

/** Where a `sizes` entry's media condition ends: after its balanced leading parentheses. */
function mediaEnd(entry: string): number {
  if (!entry.startsWith('(')) return 0
  let depth = 0
  for (let i = 0; i < entry.length; i++) {
    if (entry[i] === '(') depth++
    if (entry[i] === ')' && --depth === 0) return i + 1
  }
  return 0
}

/** `sizes`' entries, each with its media condition (empty for the last, the phone's). */
function sizesEntries(sizes: string): Array<{ media: string; slot: string }> {
  const entries: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i <= sizes.length; i++) {
    const char = sizes[i]
    if (char === '(') depth++
    if (char === ')') depth--
    if (i === sizes.length || (char === ',' && depth === 0)) {
      entries.push(sizes.slice(start, i).trim())
      start = i + 1
    }
  }
  return entries.map((entry) => {
    const end = mediaEnd(entry)
    return { media: entry.slice(0, end), slot: entry.slice(end).trim() }
  })
}

const joinSizes = (entries: Array<{ media: string; slot: string }>) =>
  entries.map(({ media, slot }) => `${media ? `${media} ` : ''}${slot}`).join(', ')

/**
 * An image's `sizes` for data saver mode: each slot divided by SAVER_ASSUMED_DENSITY, so the
 * browser (which multiplies by the screen's density) picks about 1x files on a 2x phone, and by
 * SAVER_DENSEST's divisor on the densest screens. `(min-width: 768px) 728px, 100vw` becomes
 * `(min-resolution: 3dppx) and (min-width: 768px) calc(728px / 4.6), (min-resolution: 3dppx)
 * calc(100vw / 4.6), (min-width: 768px) calc(728px / 2.2), calc(100vw / 2.2)`.
 */
export function saverSizes(sizes: string): string {
  const entries = sizesEntries(sizes)
  // The densest screens (3x, 4x) first: the first entry whose media matches is the one used.
  const densest = entries.map(({ media, slot }) => ({
    media: media ? `${SAVER_DENSEST.media} and ${media}` : SAVER_DENSEST.media,
    slot: `calc(${slot} / ${SAVER_DENSEST.divisor})`,
  }))
  return joinSizes([
    ...densest,
    ...entries.map(({ media, slot }) => ({
      media,
      slot: `calc(${slot} / ${SAVER_ASSUMED_DENSITY})`,
    })),
  ])
}

/**
 * A thumbnail's `sizes` (THUMBNAIL): its phone slot (the entry without a media condition) scaled
 * so that a 2x phone picks a 1.5x file; wider screens' slots as they are, so a desktop at 1x
 * never draws a card blurred. `(min-width: 640px) 300px, calc(78vw - 31.2px)` becomes
 * `(min-width: 640px) 300px, calc(calc(78vw - 31.2px) * 0.75)`.
 */
export function thumbnailSizes(sizes: string): string {
  const scale = THUMBNAIL.density / PHONE_DENSITY
  return joinSizes(
    sizesEntries(sizes).map(({ media, slot }) => ({
      media,
      slot: media ? slot : `calc(${slot} * ${scale})`,
    })),
  )
}

/** The densest screen a photograph is drawn for at its widest (a desktop or tablet at 2x). */
export const MAX_IMAGE_DENSITY = 2

/** next/image's steps (its `allSizes`), as next.config.ts hands them to it. */
const ALL_WIDTHS = [...DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b)

/**
 * The srcset widths of a photograph at most `width` CSS px wide. next/image's rule for `sizes`
 * (get-img-props' getWidths: no step under the first device size times the smallest `vw` share
 * `sizes` names), written here so the build's sample step, outside Next's bundler, asks the same
 * one; then only the steps up to the first that covers `width` at MAX_IMAGE_DENSITY, which is the
 * `src`: a card at most 400 px wide never uses those past 828, and each costs the page ~0.2 kB
 * in its HTML and again in its RSC payload. Without `sizes`: the widths any layout of a box this
 * wide may ask for.
 */
export function photoWidths(width: number, sizes?: string): number[] {
  const shares = [...(sizes ?? '').matchAll(/(^|\s)(1?\d?\d)vw/g)].map(([, , n]) => Number(n))
  const least = shares.length > 0 ? (Math.min(...shares) / 100) * DEVICE_SIZES[0] : 0
  const steps = ALL_WIDTHS.filter((step) => step >= least)
  const cover = steps.findIndex((step) => step >= width * MAX_IMAGE_DENSITY)
  return cover === -1 ? steps : steps.slice(0, cover + 1)
}

/**
 * A thumbnail's srcset widths (THUMBNAIL), for a box at most `width` CSS px wide: every step from
 * the smallest (a phone's scaled `sizes` asks for small ones) to the widest that is no denser than
 * THUMBNAIL's density at the box's widest: a 437 px card stops at 640, never 750.
 */
export function thumbnailWidths(width: number): number[] {
  const densest = ALL_WIDTHS.filter((step) => step <= width * THUMBNAIL.density)
  return densest.length > 0 ? densest : ALL_WIDTHS.slice(0, 1)
}
