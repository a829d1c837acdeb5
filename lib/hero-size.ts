/**
 * The spec's hero banner: 1352x560 at quality 100, from DESKTOP_BREAKPOINT up, at 1x (high-density
 * screens get it doubled). Its own module, without imports, so tailwind.config.ts can read it for
 * the hero's `max-w-hero` and `aspect-hero`.
 */
export const HERO_IMAGE = { width: 1352, height: 560, quality: 100 } as const
