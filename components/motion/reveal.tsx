'use client'

import { LazyMotion, m, type Variants } from 'framer-motion'
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { MOTION_QUERY } from '@/lib/breakpoints'

// The animation code loads on first use, not with the page.
const loadFeatures = () => import('./features').then((mod) => mod.default)

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

const variants: Variants = {
  hidden: { opacity: 0, y: 32, transition: { duration: 0 } },
  shown: (delay: number) => ({
    opacity: 1,
    y: 0,
    transition: { duration: 0.7, ease: [0.22, 1, 0.36, 1], delay },
  }),
}

type Props = {
  children: ReactNode
  /** Seconds to wait once in view, to stagger a row of cards. */
  delay?: number
  className?: string
}

/**
 * Fades its children up as they scroll into view, on wide screens without reduced motion.
 * Only what starts below the fold is hidden (after mount), so the server's HTML, phones and
 * content already on screen are always visible.
 */
export function Reveal({ children, delay = 0, className }: Props) {
  const allowed = useMotionAllowed()
  const ref = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<'static' | 'hidden' | 'shown'>('static')

  useEffect(() => {
    const element = ref.current
    if (!allowed || !element) return
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return
      setPhase((previous) => {
        if (entry.isIntersecting) return previous === 'hidden' ? 'shown' : previous
        const belowFold = entry.boundingClientRect.top > 0
        return previous === 'static' && belowFold ? 'hidden' : previous
      })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [allowed])

  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        ref={ref}
        className={className}
        variants={variants}
        custom={delay}
        initial={false}
        animate={allowed && phase === 'hidden' ? 'hidden' : 'shown'}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}
