// The home-screen icons of the web app manifest, drawn from the site's mark (public/icon.svg):
// PNGs at the sizes phones ask for, and a maskable one whose mark sits inside the safe circle
// Android crops icons to. Drawn once, at build (app/icons/[file], lib/app-icon-png.ts).

const INK = '#1c1814'
const CLAY = '#b4472a'
const PAPER = '#f6f1ea'

/** The mark's sun and hill on a 64-unit square (public/icon.svg's). */
const MARK = `<circle cx="32" cy="30" r="13" fill="${CLAY}"/>
  <path d="M6 46c8-7 15-9 22-6s12 4 18 0 9-4 12-3v15H6z" fill="${PAPER}"/>`

/** The mark as in public/icon.svg: a rounded ink square. */
const ANY_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${INK}"/>
  ${MARK}
</svg>`

/**
 * Full-bleed ink (the launcher draws its own shape), the mark scaled into the middle 70%, inside
 * the maskable safe zone (a circle of 80% of the width).
 */
const MASKABLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${INK}"/>
  <g transform="translate(9.6 9.6) scale(0.7)">
    <rect width="64" height="64" fill="${INK}"/>
    ${MARK}
  </g>
</svg>`

export const APP_ICONS = [
  { file: '192.png', size: 192, purpose: 'any', svg: ANY_SVG },
  { file: '512.png', size: 512, purpose: 'any', svg: ANY_SVG },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable', svg: MASKABLE_SVG },
] as const

export type AppIcon = (typeof APP_ICONS)[number]

export const appIconPath = (icon: AppIcon) => `/icons/${icon.file}`

export const findAppIcon = (file: string): AppIcon | undefined =>
  APP_ICONS.find((icon) => icon.file === file)
