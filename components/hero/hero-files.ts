// A hero slide's files, from the URLs the server gave it (sanity/photo-urls.ts heroSlideImage).
// Pure, with no server imports: the slider draws slides in the browser, and the build's sample
// step asks it for the files to draw (sanity/sample/prerender-images.ts).
import type { HeroSlideImage } from '@/components/hero/hero-options'
import type { PhotoSource } from '@/components/images/photo'
import { HERO_IMAGE } from '@/lib/hero-size'
import {
  HERO_CROP_SIZES,
  HERO_CROPS,
  SAVER_IMAGE_QUALITY,
  SAVER_IMAGE_WIDTHS,
  saverSizes,
} from '@/lib/image-sizes'
import sanityImageLoader, { srcSetFor } from '@/sanity/image-loader'

export type HeroFiles = { src: string; srcSet: string; sources: PhotoSource[] }

/**
 * Each screen width's crop of the box's shape (next/image has one shape per img), and desktops'
 * banner: the spec's 1x and 2x, or in data saver mode every crop at its widths and quality and the
 * banner at 1x.
 */
export function heroFiles(image: Pick<HeroSlideImage, 'src' | 'crops'>, saver: boolean): HeroFiles {
  const quality = saver ? SAVER_IMAGE_QUALITY : undefined
  const sources = HERO_CROPS.flatMap(({ media, widths }, index) => {
    const crop = image.crops[index]
    if (!crop) return []
    const srcSet = srcSetFor(crop, saver ? SAVER_IMAGE_WIDTHS : widths, quality)
    return [{ media, srcSet, sizes: saver ? saverSizes(HERO_CROP_SIZES) : HERO_CROP_SIZES }]
  })
  const { src } = image
  const banner = saver
    ? {
        src: sanityImageLoader({ src, width: HERO_IMAGE.width, quality }),
        srcSet: srcSetFor(src, [HERO_IMAGE.width], quality),
      }
    : { src, srcSet: srcSetFor(src, [HERO_IMAGE.width, HERO_IMAGE.width * 2]) }
  return { ...banner, sources }
}
