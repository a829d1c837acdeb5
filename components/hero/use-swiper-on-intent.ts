import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import type Swiper from 'swiper'
import { MOBILE_BREAKPOINT } from '@/lib/breakpoints'
import { arrowStep, type Forward } from '@/lib/reading-direction'

/** A horizontal scroll-snap strip without a scrollbar; smooth unless motion is reduced. */
export const NATIVE_TRACK =
  'snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth'

/** How long the strip must be still before a scroll counts as settled on a slide. */
const SETTLE_MS = 120
/** Wide screens (mouse drag needs Swiper at once) fetch it when the browser is idle. */
const WIDE_QUERY = `(min-width: ${MOBILE_BREAKPOINT}px)`

type Options = {
  count: number
  /** Which way the strip reads: in Arabic the next slide is to the left (scrollLeft < 0). */
  forward: Forward
  /** Called with the slide now shown. */
  show: (index: number) => void
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * Swiper (27 kB of code) loads only for a reader who reaches for the slider (then `reached`): a touch, a pointer
 * over it, focus inside it, an arrow key; on wide screens also once the page is idle. Until then
 * the strip scrolls natively (scroll snap), the buttons and arrow keys scroll it, and the slide
 * in view counts as shown. Swiper then starts on the slide in view, once no finger is down and
 * the strip is still, so it never breaks a gesture.
 */
export function useSwiperOnIntent({ count, forward, show }: Options) {
  const container = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const swiper = useRef<Swiper | null>(null)
  const requested = useRef(false)
  const [reached, setReached] = useState(false)
  const current = useRef(0)
  // The slide a button or arrow key is scrolling the strip to, until it gets there: a smooth
  // scroll can stall midway on a busy phone, and a pause is not the reader choosing that slide.
  const heading = useRef<number | undefined>(undefined)
  const touching = useRef(false)
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const select = useCallback(
    (index: number) => {
      current.current = index
      show(index)
    },
    [show],
  )

  const reach = useCallback(async () => {
    if (requested.current) return
    requested.current = true
    setReached(true)
    const { createHeroSwiper } = await import('@/components/hero/swiper-setup')
    while (touching.current || settleTimer.current !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    }
    const element = container.current
    const strip = track.current
    if (swiper.current || !element || !strip) return
    // Swiper moves the strip by transform: hand the scroll position over to it.
    strip.classList.remove(...NATIVE_TRACK.split(' '))
    strip.scrollLeft = 0
    heading.current = undefined
    swiper.current = createHeroSwiper(element, current.current, select)
  }, [select])

  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(index, 0), count - 1)
      if (swiper.current) {
        swiper.current.slideTo(target)
        return
      }
      const strip = track.current
      if (strip) {
        heading.current = target
        strip.scrollLeft = target * strip.clientWidth * forward
      }
      select(target)
      void reach()
    },
    [count, forward, select, reach],
  )

  // Once the strip has been still for SETTLE_MS with no finger on it, the slide in view is the
  // one shown. A finger resting mid-swipe is not a choice, and a lift starts the wait afresh:
  // the browser may not have reported the last of the swipe's scroll yet.
  const settle = useCallback(() => {
    clearTimeout(settleTimer.current)
    settleTimer.current = setTimeout(() => {
      settleTimer.current = undefined
      const strip = track.current
      if (touching.current || swiper.current || !strip || strip.clientWidth === 0) return
      const index = Math.round((strip.scrollLeft * forward) / strip.clientWidth)
      if (heading.current !== undefined) {
        if (index !== heading.current) return
        heading.current = undefined
      }
      if (index !== current.current) select(index)
    }, SETTLE_MS)
  }, [forward, select])

  const intent = useMemo(
    () => ({
      reach: () => void reach(),
      touch: () => {
        touching.current = true
        heading.current = undefined
        void reach()
      },
      /** A wheel or trackpad takes over from a scroll the buttons started. */
      wheel: () => {
        heading.current = undefined
      },
      untouch: () => {
        touching.current = false
        if (!swiper.current) settle()
      },
      /** A native scroll: the slide it settles on becomes the one shown. */
      scrolled: () => {
        if (!swiper.current) settle()
      },
      onMount: () => {
        // Safari has no requestIdleCallback: a timer after load does there.
        const wide = window.matchMedia(WIDE_QUERY).matches
        const idle = !wide
          ? undefined
          : 'requestIdleCallback' in window
            ? requestIdleCallback(() => void reach(), { timeout: 3000 })
            : setTimeout(() => void reach(), 1000)
        return () => {
          if (idle !== undefined) {
            if ('cancelIdleCallback' in window) cancelIdleCallback(idle as number)
            clearTimeout(idle)
          }
          clearTimeout(settleTimer.current)
          swiper.current?.destroy()
          swiper.current = null
        }
      },
    }),
    [reach, settle],
  )

  // Arrow keys move the slider while it is on screen, as Swiper's keyboard module does later.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (swiper.current || event.altKey || event.ctrlKey || event.metaKey) return
      const step = arrowStep(event.key, forward)
      if (!step) return
      const box = container.current?.getBoundingClientRect()
      if (!box || box.bottom <= 0 || box.top >= window.innerHeight || isEditable(event.target)) {
        return
      }
      goTo(current.current + step)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [forward, goTo])

  return { container, track, goTo, intent, reached }
}
