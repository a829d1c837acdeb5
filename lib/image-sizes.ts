// The widths next/image asks the image pipeline for (its srcset steps): set in next.config.ts, and
// the only widths the sample image route draws. Next's own defaults, written down so both agree.

/** Full-width layouts: one step per common device width. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
/** Images narrower than the screen (cards, thumbnails). */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384] as const
