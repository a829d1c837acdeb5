import type { Config } from 'tailwindcss'

import { HERO_IMAGE } from './lib/hero-size'
import { HERO_CROPS } from './lib/image-sizes'

/** A shape as CSS writes it exactly: 16 / 9, not the 1.77778 a minifier would round it to. */
function ratio(aspect: number): string {
  for (let height = 1; height <= 64; height++) {
    const width = aspect * height
    if (Math.abs(width - Math.round(width)) < 1e-9) return `${Math.round(width)} / ${height}`
  }
  return String(aspect)
}

// Loaded from app/globals.css with `@config`; Tailwind 4 finds the class names itself.
const config = {
  theme: {
    extend: {
      colors: {
        // Warm paper, deep ink and a clay accent: the palette of a printed photo magazine.
        paper: { DEFAULT: '#f6f1ea', deep: '#ece4d8' },
        ink: { DEFAULT: '#1c1814', soft: '#4a423a', faint: '#6f655b' },
        clay: { DEFAULT: '#b4472a', deep: '#8f361f' },
      },
      fontFamily: {
        // The reader's system font: no download (lib/fonts.ts).
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
        // Without the variables (data saver mode, components/layout/site-shell.tsx): a system
        // serif. Arabic pages set the Arabic face first, for Arabic letters only; Hausa pages
        // theirs in place of Fraunces (lib/fonts.ts); Amharic pages the phone's Ge'ez face
        // (lib/faces/ethiopic.ts).
        display: [
          'var(--font-ethiopic-display, var(--font-arabic-display, var(--font-african-latin-display, var(--font-display, ui-serif))))',
          'var(--font-display, ui-serif)',
          'ui-serif',
          'Georgia',
          'serif',
        ],
      },
      maxWidth: { prose: '68ch', hero: `${HERO_IMAGE.width}px` },
      // The hero's box at each width: the shapes its photograph is cropped to (HERO_CROPS: a
      // phone's, a tablet's) and the desktop banner's (HERO_IMAGE).
      aspectRatio: {
        'hero-phone': ratio(HERO_CROPS[0].aspectRatio),
        'hero-tablet': ratio(HERO_CROPS[1].aspectRatio),
        hero: `${HERO_IMAGE.width} / ${HERO_IMAGE.height}`,
      },
    },
  },
} satisfies Config

export default config
