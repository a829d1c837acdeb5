import {
  type HeroSlide,
  type HeroSliderOptions,
  type HeroWords,
} from '@/components/hero/hero-options'
import { HeroSlide as HeroSlideView } from '@/components/hero/hero-slide'
import { HeroSlider } from '@/components/hero/hero-slider'
import { LiteFeatured } from '@/components/hero/lite-featured'
import { heroSlideImage } from '@/sanity/photo-urls'
import type { StoryCard } from '@/sanity/types'
import { storyPath } from '@/lib/routes'
import { otherLanguage } from '@/lib/i18n/content-language'
import { languageName } from '@/lib/i18n/language-names'
import type { Locale } from '@/lib/i18n/locales'
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
  /**
   * Data saver mode: the newest story as a static banner with the lighter photograph and the
   * others as a plain list of titles (LiteFeatured); no slider, so none of its code loads.
   */
  saver?: boolean
  /** The slider's words in the page's language (heroWords). */
  words: HeroWords
  /** The page's language: a story in another says so on its slide. */
  locale: Locale
}

/**
 * Server side of the hero: builds the slides' image URLs. The first slide's photograph is the
 * page's LCP: an eager, high-priority img in the HTML, which the browser's preload scanner finds
 * at once. No preload() hint: it would ride in the RSC payload that every page prefetches.
 */
export function StoryHeroSlider({ stories, options, saver = false, words, locale }: Props) {
  const [first, ...others] = stories
  if (saver) {
    return (
      first && (
        <section aria-label={words.region}>
          <div className="mx-auto max-w-hero">
            <HeroSlideView
              slide={toHeroSlide(first, locale, true)}
              subtitle={options?.subtitle}
              buttonLabel={options?.buttonLabel ?? words.discover}
              linkLabel={words.link}
              photo="eager"
              saver
            />
          </div>
          <LiteFeatured stories={others} heading={words.region} locale={locale} />
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
