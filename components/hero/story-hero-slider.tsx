import {
  type HeroSlide,
  type HeroSliderOptions,
  type HeroWords,
} from '@/components/hero/hero-options'
import { heroFiles } from '@/components/hero/hero-files'
import { HeroPicture } from '@/components/hero/hero-picture'
import { HeroSlide as HeroSlideView } from '@/components/hero/hero-slide'
import { HeroSlider } from '@/components/hero/hero-slider'
import { LiteFeatured } from '@/components/hero/lite-featured'
import { heroSlideImage } from '@/sanity/photo-urls'
import type { StoryCard } from '@/sanity/types'
import { storyPath } from '@/lib/routes'
import { otherLanguage } from '@/lib/i18n/content-language'
import { languageName } from '@/lib/i18n/language-names'
import type { Locale } from '@/lib/i18n/locales'
import { thisVariant } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'

/**
 * A story as a hero slide; its thumbnail is the largest source, so it makes the banner. Only the
 * first slide (`first`) has a blurred preview (HeroSlideImage's `lqip`).
 */
export function toHeroSlide(story: StoryCard, locale: Locale, first = false): HeroSlide {
  const text = otherLanguage(story.language, locale)
  return {
    key: story._id,
    href: storyPath(story.slug),
    title: story.title,
    description: story.description,
    text,
    ...(text.lang && {
      languageMark: translator(locale)('story.inLanguage', {
        language: languageName(text.lang, locale),
      }),
    }),
    image: heroSlideImage(story.thumbnail, { preview: first }),
  }
}

type Props = {
  stories: StoryCard[]
  options?: HeroSliderOptions
  /** The slider's words in the page's language (heroWords). */
  words: HeroWords
}

/**
 * Server side of the hero: builds the slides' image URLs. The first slide's photograph is the
 * page's LCP: an eager, high-priority img in the HTML, which the browser's preload scanner finds
 * at once. No preload() hint: it would ride in the RSC payload that every page prefetches.
 */
export async function StoryHeroSlider({ stories, options, words }: Props) {
  const [first, ...others] = stories
  // The page's language: a story in another says so on its slide.
  const { locale, mode } = await thisVariant()
  // Data saver mode: the newest story as a static banner with the lighter photograph and the
  // others as a plain list of titles (LiteFeatured); no slider, so none of its code loads.
  if (mode === 'lite') {
    const slide = first && toHeroSlide(first, locale, true)
    return (
      slide && (
        <section aria-label={words.region}>
          <div className="mx-auto max-w-hero">
            <HeroSlideView
              slide={slide}
              subtitle={options?.subtitle}
              buttonLabel={options?.buttonLabel ?? words.discover}
              linkLabel={words.link}
              picture={
                slide.image && (
                  <HeroPicture
                    image={slide.image}
                    loading="eager"
                    files={heroFiles(slide.image, true)}
                  />
                )
              }
            />
          </div>
          <LiteFeatured stories={others} heading={words.region} />
        </section>
      )
    )
  }
  return (
    <HeroSlider
      slides={stories.map((story, index) => toHeroSlide(story, locale, index === 0))}
      options={options}
      words={words}
    />
  )
}
