'use client'

import { useCallback, useEffect, useState } from 'react'

import { HeroControls } from '@/components/hero/hero-controls'
import {
  type HeroSlide as HeroSlideData,
  type HeroSliderOptions,
  type HeroWords,
} from '@/components/hero/hero-options'
import { HeroPicture } from '@/components/hero/hero-picture'
import { HeroSlide } from '@/components/hero/hero-slide'
import { NATIVE_TRACK, useSwiperOnIntent } from '@/components/hero/use-swiper-on-intent'
import { useForward } from '@/components/use-forward'
import { useHydrated } from '@/components/use-hydrated'
import { fill } from '@/lib/i18n/fill'

type Props = {
  slides: HeroSlideData[]
  options?: HeroSliderOptions
  /** Its own words in the page's language (heroWords). */
  words: HeroWords
}

/** Whether slide `index` is one of those shown so far, or next to one. */
const isNear = (shown: ReadonlySet<number>, index: number) =>
  shown.has(index) || shown.has(index - 1) || shown.has(index + 1)

/**
 * `eager` only for the first slide (the page's LCP); a shown slide's photograph, and its
 * neighbours' once the reader reaches for the slider, `lazy`; none for the rest, so slides laid
 * side by side off screen download nothing (their blur shows).
 */
function photoOf(index: number, shown: ReadonlySet<number>, reached: boolean) {
  if (index === 0) return 'eager'
  return shown.has(index) || (reached && isNear(shown, index)) ? 'lazy' : undefined
}

/**
 * A carousel of story banners: swipe, arrow keys, previous/next buttons and dots. It is Swiper's
 * markup from the first paint, scrolled by the browser itself (scroll snap) until Swiper's code
 * arrives: see use-swiper-on-intent.ts for when that is.
 */
export function HeroSlider({ slides, options = {}, words }: Props) {
  const [active, setActive] = useState(0)
  // A photograph loads once its slide comes near, and stays (no flash back to the blur).
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]))
  const buttonLabel = options.buttonLabel ?? words.discover
  // Before and without scripts the strip is the browser's to swipe: every slide and its link
  // stays reachable. Once the slider runs, the slides off screen leave the tab order.
  const hydrated = useHydrated()

  const show = useCallback((index: number) => {
    setActive(index)
    setShown((previous) => (previous.has(index) ? previous : new Set(previous).add(index)))
  }, [])
  const { container, track, goTo, intent, reached } = useSwiperOnIntent({
    count: slides.length,
    forward: useForward(),
    show,
  })

  useEffect(() => intent.onMount(), [intent])
  if (slides.length === 0) return null

  return (
    <section
      aria-roledescription="carousel"
      aria-label={words.region}
      className="mx-auto max-w-hero"
    >
      <div
        ref={container}
        className="swiper"
        // A mouse passing over it is a reach only on a screen made for one: on a phone, a page
        // scrolled under a resting pointer (an emulator's) would fetch Swiper for nothing.
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse' || matchMedia('(hover: hover)').matches) intent.reach()
        }}
        onPointerDown={intent.reach}
        onFocus={intent.reach}
      >
        <div
          ref={track}
          // The browser's own swipe until Swiper takes over (it drops these classes then).
          className={`swiper-wrapper ${NATIVE_TRACK}`}
          // Firefox makes a scrolling box a Tab stop of its own, which shows nothing: the slides'
          // links and the arrows below are the keyboard's way through.
          tabIndex={-1}
          onScroll={intent.scrolled}
          onWheel={intent.wheel}
          onTouchStart={intent.touch}
          onTouchEnd={intent.untouch}
          onTouchCancel={intent.untouch}
        >
          {slides.map((slide, index) => {
            const loading = photoOf(index, shown, reached)
            return (
              <div
                key={slide.key}
                // Auto, not Swiper's 100%: the row stretches every slide to the tallest's height,
                // which its article then fills (no band under a shorter slide).
                className="swiper-slide h-auto! snap-start"
                role="group"
                aria-roledescription="slide"
                aria-label={fill(words.slide, { index: index + 1, count: slides.length })}
                // Off-screen slides leave the tab order and the accessibility tree.
                inert={hydrated && index !== active}
              >
                <HeroSlide
                  slide={slide}
                  subtitle={options.subtitle}
                  buttonLabel={buttonLabel}
                  linkLabel={words.link}
                  picture={
                    slide.image && loading && <HeroPicture image={slide.image} loading={loading} />
                  }
                />
              </div>
            )
          })}
        </div>
      </div>
      {/* Buttons a script moves the slider with: none where scripts do not run (js-only). */}
      {slides.length > 1 && (
        <HeroControls
          titles={slides.map((slide) => slide.title)}
          active={active}
          onPrevious={() => goTo(active - 1)}
          onNext={() => goTo(active + 1)}
          onSelect={goTo}
          words={words}
        />
      )}
    </section>
  )
}
