import localFont from 'next/font/local'

// Self-hosted from npm (@fontsource-variable): no font request leaves the site.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
})

export const display = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'swap',
})
