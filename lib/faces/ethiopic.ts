// Amharic pages' headings: the phone's own Ge'ez face, in one family for the whole heading (its
// Latin letters too), so these pages download no font. Android ships Noto Sans Ethiopic, Apple's
// systems Kefa, Windows Nyala; no npm package ships a serif Ge'ez face small enough to send (the
// variable Noto Serif Ethiopic is 189 kB). app/globals.css names them, in this order, as
// `--font-ethiopic-display` under `.ethiopic-display`.
export const ETHIOPIC_SYSTEM_FACES = [
  'Noto Sans Ethiopic',
  'Noto Serif Ethiopic',
  'Kefa',
  'Nyala',
  'Abyssinica SIL',
] as const

/** The class that sets the Ge'ez faces first in the heading stack (tailwind.config.ts). */
export const ETHIOPIC_DISPLAY_CLASS = 'ethiopic-display'
