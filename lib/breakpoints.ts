// The layout's facts in one place: the breakpoints every layout uses and the page box content
// sits in. Import-free: lib/image-sizes.ts, which Next's config loads unbundled, imports it
// relatively.

/** Tailwind's default breakpoints (CSS px). */
export const SCREENS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const

/** Below this width (CSS px) the site is laid out for phones, and animations are off. */
export const MOBILE_BREAKPOINT = SCREENS.md
/** From this width the layout is the desktop one (Tailwind's `lg`). */
export const DESKTOP_BREAKPOINT = SCREENS.lg

/**
 * The page box (PAGE_BOX_CLASS below): at most `maxWidth` CSS px wide, padding
 * included (`max-w-5xl` for the narrower `/latest`), with `padding` each side on a phone and
 * `widePadding` from `md` up.
 */
export const PAGE_BOX = { maxWidth: 1280, narrowMaxWidth: 1024, padding: 20, widePadding: 32 }

/**
 * The page box's classes, the one place they are written (Tailwind reads them here): PAGE_BOX's
 * figures in CSS. `PAGE_CLASS` adds the room above and below a page's own content.
 */
export const PAGE_BOX_CLASS = 'mx-auto max-w-7xl px-5 md:px-8'
export const NARROW_PAGE_BOX_CLASS = 'mx-auto max-w-5xl px-5 md:px-8'
export const PAGE_CLASS = `${PAGE_BOX_CLASS} py-10 md:py-16`

/** The page box's padding each side on screens from `minWidth` up. */
export const boxPadding = (minWidth: number) =>
  minWidth >= SCREENS.md ? PAGE_BOX.widePadding : PAGE_BOX.padding

/** Matches when entrance animations may run: a wide screen and no wish for reduced motion. */
export const MOTION_QUERY = `(min-width: ${MOBILE_BREAKPOINT}px) and (prefers-reduced-motion: no-preference)`
