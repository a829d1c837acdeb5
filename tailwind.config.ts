import type { Config } from 'tailwindcss'

import { HERO_IMAGE } from './lib/hero-size'

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
      aspectRatio: { hero: `${HERO_IMAGE.width} / ${HERO_IMAGE.height}` },
    },
  },
} satisfies Config

export default config
