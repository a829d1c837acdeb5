// The hero slider's settings and the slide shape, in a plain module so server code can read
// them (a 'use client' module's exports are references, not values, on the server).

/** Slide transition, in milliseconds. */
export const HERO_SLIDER_SPEED = 300
/** Pixels a pointer must move before a drag counts as a swipe (a click stays a click). */
export const HERO_SLIDER_THRESHOLD = 5
export const DEFAULT_BUTTON_LABEL = 'Discover'

/** Given by the caller, the same for every slide. */
export type HeroSliderOptions = { subtitle?: string; buttonLabel?: string }

export type HeroSlideImage = {
  /** 1352x560 at quality 100, and the same crop doubled for high-density screens. */
  src1x: string
  src2x: string
  alt: string
  /** Blurred preview shown while the photograph loads. */
  lqip: string | undefined
  /** CSS object-position that keeps the hotspot in view when a narrow screen crops the sides. */
  position: string
}

export type HeroSlide = {
  key: string
  href: string
  title: string
  description: string
  image: HeroSlideImage | null
}

/**
 * The browser picks 1x or 2x from the width the photograph is drawn at. The banner is 2.41:1;
 * where its box is taller (4:5 on phones, 16:9 on tablets) `object-cover` draws it wider than
 * the screen, so those widths are its box height times 2.41.
 */
export const HERO_IMAGE_SIZES =
  '(max-width: 767px) 302vw, (max-width: 1023px) 136vw, (min-width: 1352px) 1352px, 100vw'
