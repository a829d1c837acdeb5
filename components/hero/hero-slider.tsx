'use client'

import 'swiper/css'

import { useState } from 'react'
import { Keyboard } from 'swiper/modules'
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react'

import { HeroControls } from '@/components/hero/hero-controls'
import {
  DEFAULT_BUTTON_LABEL,
  HERO_SLIDER_SPEED,
  HERO_SLIDER_THRESHOLD,
  type HeroSlide as HeroSlideData,
  type HeroSliderOptions,
} from '@/components/hero/hero-options'
import { HeroSlide } from '@/components/hero/hero-slide'

type Props = { slides: HeroSlideData[]; options?: HeroSliderOptions }

/** Whether slide `index` is one of those shown so far, or next to one. */
const isNear = (shown: ReadonlySet<number>, index: number) =>
  shown.has(index) || shown.has(index - 1) || shown.has(index + 1)

/** A carousel of story banners: swipe, arrow keys, previous/next buttons and dots. */
export function HeroSlider({ slides, options = {} }: Props) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null)
  const [active, setActive] = useState(0)
  // A photograph loads once its slide comes near, and stays (no flash back to the blur).
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]))
  const buttonLabel = options.buttonLabel ?? DEFAULT_BUTTON_LABEL
  if (slides.length === 0) return null

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured stories"
      className="mx-auto max-w-[1352px]"
    >
      <Swiper
        modules={[Keyboard]}
        speed={HERO_SLIDER_SPEED}
        threshold={HERO_SLIDER_THRESHOLD}
        keyboard={{ enabled: true, onlyInViewport: true }}
        grabCursor
        onSwiper={setSwiper}
        onSlideChange={({ activeIndex }) => {
          setActive(activeIndex)
          setShown((previous) => new Set(previous).add(activeIndex))
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            // Off-screen slides leave the tab order and the accessibility tree.
            inert={index !== active}
          >
            <HeroSlide
              slide={slide}
              subtitle={options.subtitle}
              buttonLabel={buttonLabel}
              photo={index === 0 ? 'eager' : isNear(shown, index) ? 'lazy' : undefined}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <HeroControls
          titles={slides.map((slide) => slide.title)}
          active={active}
          onPrevious={() => swiper?.slidePrev()}
          onNext={() => swiper?.slideNext()}
          onSelect={(index) => swiper?.slideTo(index)}
        />
      )}
    </section>
  )
}
