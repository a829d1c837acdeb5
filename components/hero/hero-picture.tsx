import { heroFiles, type HeroFiles } from '@/components/hero/hero-files'
import type { HeroSlideImage } from '@/components/hero/hero-options'
import { Photo } from '@/components/images/photo'
import { HERO_IMAGE } from '@/lib/hero-size'
import { HERO_IMAGE_SIZES } from '@/lib/image-sizes'

type Props = {
  image: HeroSlideImage
  loading: 'eager' | 'lazy'
  /** Its files: the full site's (the slider's) unless given data saver's (heroFiles). */
  files?: HeroFiles
}

/**
 * A slide's photograph, drawn by Photo: each screen width gets its crop of the box's shape
 * (next/image has one shape per img), desktops the 1352×560 banner at 1x and 2x.
 */
export function HeroPicture({ image, loading, files = heroFiles(image, false) }: Props) {
  return (
    <Photo
      {...files}
      sizes={HERO_IMAGE_SIZES}
      width={HERO_IMAGE.width}
      height={HERO_IMAGE.height}
      alt={image.alt}
      priority={loading === 'eager'}
      className="absolute inset-0 -z-10 size-full object-cover"
    />
  )
}
