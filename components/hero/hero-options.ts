// The hero slider's settings and the slide shape, in a plain module so server code can read
// them (a 'use client' module's exports are references, not values, on the server).
import type { Translator } from '@/lib/i18n/translator'
import type { otherLanguage } from '@/lib/i18n/content-language'

/** Slide transition, in milliseconds. */
export const HERO_SLIDER_SPEED = 300
/** Pixels a pointer must move before a drag counts as a swipe (a click stays a click). */
export const HERO_SLIDER_THRESHOLD = 5
/** Given by the caller, the same for every slide. */
export type HeroSliderOptions = { subtitle?: string; buttonLabel?: string }

/**
 * The slider's own words in the page's language. `show` and `slide` are raw catalog text whose
 * `{index}` and `{count}` the slider fills in (lib/i18n/fill.ts).
 */
export type HeroWords = {
  region: string
  /** The button's label when the caller gives none: "Discover". */
  discover: string
  previous: string
  next: string
  show: string
  slide: string
  /** The visible "01 / 05" (`{index}`, `{count}`): "01 من 05" in Arabic. */
  counter: string
  /** Announced when the slide changes: `{index}`, `{count}` and `{title}`. */
  status: string
  /** A slide's button's name: `{label}` and `{title}`. */
  link: string
}

/** The words from the page's translator. */
export const heroWords = (t: Translator): HeroWords => ({
  region: t('hero.region'),
  discover: t('hero.discover'),
  previous: t('hero.previous'),
  next: t('hero.next'),
  show: String(t.raw('hero.show')),
  slide: String(t.raw('hero.slide')),
  counter: String(t.raw('hero.counter')),
  status: String(t.raw('hero.status')),
  link: String(t.raw('hero.link')),
})

export type HeroSlideImage = {
  /** The spec's banner (HERO_IMAGE at 1x), for desktop screens. */
  src: string
  /** The crops for narrower screens, one per HERO_CROPS entry, in its order. */
  crops: string[]
  alt: string
  /**
   * Blurred preview shown while the photograph loads: the first slide's only (the page's LCP).
   * The others, off screen until a reader turns to them, show `color` (about a kilobyte less
   * each, in the page's HTML and again in its RSC payload).
   */
  lqip?: string
  /** The photograph's dominant colour, under it until it loads. */
  color?: string
}

export type HeroSlide = {
  key: string
  href: string
  title: string
  description: string
  /** The title's and description's language and direction, when not the page's. */
  text: ReturnType<typeof otherLanguage>
  /** Words saying which language that is ("en anglais"), when not the page's. */
  languageMark?: string
  image: HeroSlideImage | null
}
