import type { HeroSlideImage } from '@/components/hero/hero-options'
import { HERO_CROP_SIZES, HERO_CROPS, HERO_IMAGE, HERO_IMAGE_SIZES } from '@/lib/image-sizes'
import { srcSetFor } from '@/sanity/image-loader'

type Props = { image: HeroSlideImage; loading: 'eager' | 'lazy' }

/**
 * A slide's photograph: each screen width gets its crop of the box's shape (next/image has one
 * shape per img), desktops the spec's banner at 1x and 2x.
 */
export function HeroPicture({ image, loading }: Props) {
  return (
    <picture>
      {HERO_CROPS.map(({ media, widths }, index) => {
        const crop = image.crops[index]
        return (
          crop && (
            <source
              key={media}
              media={media}
              srcSet={srcSetFor(crop, widths)}
              sizes={HERO_CROP_SIZES}
            />
          )
        )
      })}
      <img
        src={image.src}
        srcSet={srcSetFor(image.src, [HERO_IMAGE.width, HERO_IMAGE.width * 2])}
        sizes={HERO_IMAGE_SIZES}
        width={HERO_IMAGE.width}
        height={HERO_IMAGE.height}
        alt={image.alt}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : 'auto'}
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
    </picture>
  )
}
