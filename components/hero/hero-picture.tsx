import type { HeroSlideImage } from '@/components/hero/hero-options'
import { Photo } from '@/components/images/photo'
import { HERO_IMAGE } from '@/lib/hero-size'
import {
  HERO_CROP_SIZES,
  HERO_CROPS,
  HERO_IMAGE_SIZES,
  SAVER_IMAGE_QUALITY,
  SAVER_IMAGE_WIDTHS,
  saverSizes,
} from '@/lib/image-sizes'
import sanityImageLoader, { srcSetFor } from '@/sanity/image-loader'

type Props = {
  image: HeroSlideImage
  loading: 'eager' | 'lazy'
  /** Data saver mode: every crop at data saver's widths and quality, the banner at 1x only. */
  saver?: boolean
}

/** The banner's URL and srcset: the spec's 1x and 2x, or data saver's 1x at its quality. */
function banner(src: string, saver: boolean) {
  if (!saver) return { src, srcSet: srcSetFor(src, [HERO_IMAGE.width, HERO_IMAGE.width * 2]) }
  const quality = SAVER_IMAGE_QUALITY
  return {
    src: sanityImageLoader({ src, width: HERO_IMAGE.width, quality }),
    srcSet: srcSetFor(src, [HERO_IMAGE.width], quality),
  }
}

/**
 * A slide's photograph, drawn by Photo: each screen width gets its crop of the box's shape
 * (next/image has one shape per img), desktops the spec's banner at 1x and 2x.
 */
export function HeroPicture({ image, loading, saver = false }: Props) {
  const sources = HERO_CROPS.flatMap(({ media, widths }, index) => {
    const crop = image.crops[index]
    if (!crop) return []
    const srcSet = saver
      ? srcSetFor(crop, SAVER_IMAGE_WIDTHS, SAVER_IMAGE_QUALITY)
      : srcSetFor(crop, widths)
    return [{ media, srcSet, sizes: saver ? saverSizes(HERO_CROP_SIZES) : HERO_CROP_SIZES }]
  })
  return (
    <Photo
      {...banner(image.src, saver)}
      sources={sources}
      sizes={HERO_IMAGE_SIZES}
      width={HERO_IMAGE.width}
      height={HERO_IMAGE.height}
      alt={image.alt}
      priority={loading === 'eager'}
      className="absolute inset-0 -z-10 size-full object-cover"
    />
  )
}
