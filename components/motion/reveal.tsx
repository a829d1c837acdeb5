'use client'

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'

import { MOTION_QUERY } from '@/lib/breakpoints'
import { usePageMode } from '@/components/use-variant-href'

// The animation code loads only once motion is allowed (never on phones), not with the page.
const loadMotion = () => import('@/components/motion/fade-up')

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOTION_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** False on the server and on phones or for reduced motion, so nothing ever starts hidden there. */
function useMotionAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOTION_QUERY).matches,
    () => false,
  )
}

type Props = {
  children: ReactNode
  /** Seconds to wait once in view, to stagger a row of cards. */
  delay?: number
  className?: string
}

/**
 * Fades its children up as they scroll into view, on wide screens without reduced motion, and
 * never in data saver mode (the `mode` route param), where framer-motion is not even loaded.
 * Only what starts below the fold is hidden (after mount), so the server's HTML, phones and
 * content already on screen are always visible. The wrapper is a plain div whose style the
 * animation sets, so its children never remount.
 */
export function Reveal({ children, delay = 0, className }: Props) {
  const full = usePageMode() === 'full'
  const allowed = useMotionAllowed() && full
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!allowed || !element) return
    let phase: 'static' | 'hidden' | 'shown' = 'static'
    const motion = loadMotion()
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return
      if (phase === 'static' && !entry.isIntersecting && entry.boundingClientRect.top > 0) {
        phase = 'hidden'
        void motion.then(({ hide }) => phase === 'hidden' && hide(element))
      } else if (phase === 'hidden' && entry.isIntersecting) {
        phase = 'shown'
        observer.disconnect()
        void motion.then(({ fadeUp }) => fadeUp(element, delay))
      }
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      // Motion switched off (or the page moved on) while hidden: show it as it is.
      if (phase === 'hidden') {
        element.style.removeProperty('opacity')
        element.style.removeProperty('transform')
      }
    }
  }, [allowed, delay])

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}
