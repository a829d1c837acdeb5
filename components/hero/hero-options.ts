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
  /** The spec's banner (HERO_IMAGE at 1x), for desktop screens. */
  src: string
  /** The crops for narrower screens, one per HERO_CROPS entry, in its order. */
  crops: string[]
  alt: string
  /** Blurred preview shown while the photograph loads, or until its slide comes near. */
  lqip: string | undefined
}

export type HeroSlide = {
  key: string
  href: string
  title: string
  description: string
  image: HeroSlideImage | null
}
