// The entrance animation, in its own chunk: Reveal imports it only where motion may run, so
// phones and visitors who ask for reduced motion never download framer-motion.
import { animate } from 'framer-motion'

/** Where a revealed element starts: transparent, a little lower. */
export function hide(element: HTMLElement) {
  element.style.opacity = '0'
  element.style.transform = 'translateY(32px)'
}

/** Fades `element` up from where `hide` left it, after `delay` seconds. */
export function fadeUp(element: HTMLElement, delay: number) {
  animate(
    element,
    { opacity: [0, 1], transform: ['translateY(32px)', 'translateY(0px)'] },
    { duration: 0.7, ease: [0.22, 1, 0.36, 1], delay },
  )
}
