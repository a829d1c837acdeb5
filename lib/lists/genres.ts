/** The 12 photography genres category titles are drawn from. */
export const GENRES = [
  'Portrait',
  'Landscape',
  'Wildlife',
  'Street',
  'Documentary',
  'Cultural',
  'Architecture',
  'Nature',
  'Travel',
  'Fashion',
  'Photojournalism',
  'Fine Art',
] as const

export type Genre = (typeof GENRES)[number]
