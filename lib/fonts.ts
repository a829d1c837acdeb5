import localFont from 'next/font/local'

// One web font, for headings, self-hosted from npm (@fontsource-variable): no font request
// leaves the site. Its weight axis only (37 kB; the optical-size cut is 67 kB). Body text is in
// the reader's own system font (tailwind.config.ts), which costs nothing to download and reads
// well on every phone.
// Not preloaded: on a slow phone connection a preload would take bandwidth from the LCP image on
// every page. Headings show at once in a local fallback whose metrics next/font matches to the
// font (`adjustFontFallback`), so the swap moves nothing.
export const display = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
})
