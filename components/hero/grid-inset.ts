/**
 * The hero is up to HERO_IMAGE.width (lib/hero-size.ts) wide, wider than the page's content
 * (max-w-7xl, 1280 px less px-5/md:px-8): its text and controls are inset so they start where the
 * page's content does.
 */
export const HERO_GRID_INSET = 'px-5 md:px-8 xl:px-[max(2rem,calc((100%-80rem)/2+2rem))]'
