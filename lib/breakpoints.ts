/** Below this width (CSS px) the site is laid out for phones, and animations are off. */
export const MOBILE_BREAKPOINT = 768
/** From this width the layout is the desktop one (Tailwind's `lg`). */
export const DESKTOP_BREAKPOINT = 1024

/** Matches when entrance animations may run: a wide screen and no wish for reduced motion. */
export const MOTION_QUERY = `(min-width: ${MOBILE_BREAKPOINT}px) and (prefers-reduced-motion: no-preference)`
