/** How an image block lays out its photographs, and how many each layout holds. */
export const IMAGE_LAYOUTS = {
  /** One photograph, edge to edge. */
  full: { title: 'Full width', images: 1 },
  /** Two photographs side by side (stacked on phones). */
  pair: { title: 'Pair', images: 2 },
  /** One photograph in the text column. */
  block: { title: 'In the text column', images: 1 },
} as const

export type ImageLayout = keyof typeof IMAGE_LAYOUTS

export const IMAGE_LAYOUT_NAMES = [
  'full',
  'pair',
  'block',
] as const satisfies readonly ImageLayout[]
