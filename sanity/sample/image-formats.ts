// The formats a sample image is encoded in (WebP for the site, JPEG for the exporter's files),
// and their content types: apart from the drawing code (render-image.ts), so answering an image
// from disk loads none of it.

export const CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
} as const
export type ImageFormat = keyof typeof CONTENT_TYPES
