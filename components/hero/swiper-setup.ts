// Swiper, in a chunk of its own: the hero imports this module only when a reader reaches for the
// slider, so neither the home page's first load nor other pages' prefetch of / carry its code.
// Swiper's stylesheet comes with its code: until then the strip is globals.css's (`.swiper`), so a
// page that never reaches for the slider, and data saver's home, load none of it.
import 'swiper/css'

import Swiper from 'swiper'
import { Keyboard } from 'swiper/modules'

import { HERO_SLIDER_SPEED, HERO_SLIDER_THRESHOLD } from '@/components/hero/hero-options'

/** Swiper on the slider's own markup (.swiper > .swiper-wrapper > .swiper-slide), at `initialSlide`. */
export function createHeroSwiper(
  container: HTMLElement,
  initialSlide: number,
  onSlideChange: (index: number) => void,
): Swiper {
  return new Swiper(container, {
    modules: [Keyboard],
    speed: HERO_SLIDER_SPEED,
    threshold: HERO_SLIDER_THRESHOLD,
    keyboard: { enabled: true, onlyInViewport: true },
    grabCursor: true,
    initialSlide,
    on: { slideChange: ({ activeIndex }) => onSlideChange(activeIndex) },
  })
}
