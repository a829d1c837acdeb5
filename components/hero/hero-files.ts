// A hero slide's files, from the URLs the server gave it (sanity/photo-urls.ts heroSlideImage).
// Pure, with no server imports: the slider draws slides in the browser, and the build's sample
// step asks it for the files to draw (sanity/sample/prerender-images.ts).
import type { HeroSlideImage } from '@/components/hero/hero-options'
import type { PhotoSource } from '@/components/images/photo'
import { HERO_IMAGE } from '@/lib/hero-size'
import {
  DENSE_SCREENS,
  HERO_CROP_SIZES,
  HERO_CROPS,
  SAVER_IMAGE_QUALITY,
  SAVER_IMAGE_WIDTHS,
  saverSizes,
} from '@/lib/image-sizes'
import sanityImageLoader, { srcSetFor } from '@/sanity/image-loader'

export type HeroFiles = { src: string; srcSet: string; sources: PhotoSource[] }

/**
 * Each screen width's crop of the box's shape (next/image has one shape per img), for dense
 * screens at their quality (DENSE_SCREENS), and desktops' banner: its 1x and 2x, or in data
 * saver mode every crop at its widths and quality and the banner at 1x.
 */
export function heroFiles(image: Pick<HeroSlideImage, 'src' | 'crops'>, saver: boolean): HeroFiles {
  const quality = saver ? SAVER_IMAGE_QUALITY : undefined
  const sources = HERO_CROPS.flatMap(({ media, widths }, index) => {
    const crop = image.crops[index]
    if (!crop) return []
    if (saver)
      return [
        {
          media,
          srcSet: srcSetFor(crop, SAVER_IMAGE_WIDTHS, quality),
          sizes: saverSizes(HERO_CROP_SIZES),
        },
      ]
    // Dense screens first (DENSE_SCREENS): the first source whose media matches wins.
    return [
      {
        media: `${media} and ${DENSE_SCREENS.media}`,
        srcSet: srcSetFor(crop, widths, DENSE_SCREENS.quality),
        sizes: HERO_CROP_SIZES,
      },
      { media, srcSet: srcSetFor(crop, widths), sizes: HERO_CROP_SIZES },
    ]
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
