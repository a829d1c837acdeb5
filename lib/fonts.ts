import localFont from 'next/font/local'

// Self-hosted from npm (@fontsource-variable): no font request leaves the site.
// Neither is preloaded: on a slow phone connection a preload would take bandwidth from the LCP
// image on every page. Text shows at once in a local fallback whose metrics next/font matches to
// each font (`adjustFontFallback`), so the swap moves nothing.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
})

export const display = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
})
