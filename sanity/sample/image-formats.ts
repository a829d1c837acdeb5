// The formats a sample image can be encoded in, and their content types: apart from the drawing
// code (render-image.ts), so answering an image from disk loads none of it.

export const IMAGE_FORMATS = ['webp', 'jpg', 'png', 'avif'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
}
