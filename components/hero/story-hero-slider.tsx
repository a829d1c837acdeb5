import { preload } from 'react-dom'

import { HeroSlider } from '@/components/hero/hero-slider'
import {
  HERO_IMAGE_SIZES,
  type HeroSlide,
  type HeroSlideImage,
  type HeroSliderOptions,
} from '@/components/hero/hero-options'
import { heroImageUrl } from '@/lib/image'
import type { ImageResult, StoryCard } from '@/sanity/types'

function slideImage(image: ImageResult): HeroSlideImage | null {
  if (!image.asset) return null
  const x = image.hotspot ? Math.round(image.hotspot.x * 100) : 50
  return {
    src1x: heroImageUrl(image, { dpr: 1 }),
    src2x: heroImageUrl(image, { dpr: 2 }),
    alt: image.alt,
    lqip: image.asset.metadata?.lqip || undefined,
    position: `${x}% 50%`,
  }
}

/** A story as a hero slide; its thumbnail is the largest source, so it makes the banner. */
export function toHeroSlide(story: StoryCard): HeroSlide {
  return {
    key: story._id,
    href: `/stories/${story.slug}`,
    title: story.title,
    description: story.description,
    image: slideImage(story.thumbnail),
  }
}

type Props = { stories: StoryCard[]; options?: HeroSliderOptions }

/** Server side of the hero: builds the slides' image URLs and preloads the first (the LCP). */
export function StoryHeroSlider({ stories, options }: Props) {
  const slides = stories.map(toHeroSlide)
  const first = slides[0]?.image
  if (first) {
    preload(first.src1x, {
      as: 'image',
      imageSrcSet: `${first.src1x} 1352w, ${first.src2x} 2704w`,
      imageSizes: HERO_IMAGE_SIZES,
      fetchPriority: 'high',
    })
  }
  return <HeroSlider slides={slides} options={options} />
}
