import localFont from 'next/font/local'

// One web font, for headings, self-hosted from npm (@fontsource): no font request leaves the
// site. The one weight headings are set in (semibold), 18 kB, where the variable font's weight
// axis is 37 kB. Body text is in the reader's own system font (tailwind.config.ts), which costs
// nothing to download and reads well on every phone.
// Not preloaded: on a slow phone connection a preload would take bandwidth from the LCP image on
// every page. Headings show at once in a local fallback whose metrics next/font matches to the
// font (`adjustFontFallback`), so the swap moves nothing.
export const display = localFont({
  src: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  variable: '--font-display',
  weight: '600',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
})

// Arabic pages' headings: Noto Naskh Arabic, one weight (the headings' 600), for Arabic letters
// only (its unicode-range), so a Latin name in an Arabic heading stays in the heading font. Its
// class is set on Arabic pages only (components/layout/site-shell.tsx): no other page ever
// requests it.
export const arabicDisplay = localFont({
  src: '../node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-600-normal.woff2',
  variable: '--font-arabic-display',
  weight: '600',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFF',
    },
  ],
})

// Hausa (and Yoruba) pages' headings: Noto Serif, cut to the letters they write (ɓ ɗ ƙ ƴ ʼ, ẹ ọ ṣ
// and tone marks), none of which Fraunces draws; one family for the whole heading rather than
// Fraunces with its missing letters in another face. 14 kB, built by `npm run faces`
// (lib/faces/african-latin.ts). Its class is set on those pages only, in place of Fraunces'.
export const africanLatinDisplay = localFont({
  src: './faces/noto-serif-african-latin-600.woff2',
  variable: '--font-african-latin-display',
  weight: '600',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
})
