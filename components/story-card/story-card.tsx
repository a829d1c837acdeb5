import { PersonLink } from '@/components/people/person-link'
import { variantFor } from '@/lib/page-variant'
import { CardPhoto } from '@/components/images/card-photo'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { SiteLink } from '@/components/site-link'
import { StoryMeta } from '@/components/story-card/story-meta'
import { personName } from '@/lib/people'
import type { Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { otherLanguage } from '@/lib/i18n/content-language'
import { languageName } from '@/lib/i18n/language-names'
import type { StoryCard as StoryCardData } from '@/sanity/types'
import { storyPath } from '@/lib/routes'

type Props = {
  story: StoryCardData
  /** The `sizes` of its photograph (lib/grid-sizes.ts): the layout around the card knows it. */
  sizes: string
  /** Only the first card of a page that opens with cards: its photograph is the LCP. */
  priority?: boolean
  /** Data saver mode (lib/data-saver.ts): smaller photograph; the size is this mode's. */
  saver?: boolean
  /** With `saver`, for cards below the first screen: the photograph loads when tapped. */
  onTap?: boolean
  /** The page's language: the card's own words and the country's name. */
  locale: Locale
}

export function StoryCard({
  story,
  sizes,
  priority = false,
  saver = false,
  onTap = false,
  locale,
}: Props) {
  const t = translator(locale)
  const teller = story.storyTeller
  // An untranslated story in another language's list: marked, in words and for screen readers.
  const other = otherLanguage(story.language, locale)
  return (
    <article className="group relative">
      <CardPhoto
        image={story.thumbnail}
        box={PHOTO_BOXES.storyCard}
        sizes={sizes}
        priority={priority}
        saver={saver}
        onTap={onTap}
        zoomOnHover
      />
      {(story.category || other.lang) && (
        // A long title ("Photojournalisme") breaks rather than widen a phone's narrow column.
        <p className="mt-4 text-xs font-semibold tracking-[0.2em] [overflow-wrap:anywhere] text-clay uppercase">
          {story.category?.title}
          {other.lang && (
            <span className="text-ink-soft" data-story-language={other.lang}>
              {story.category && ' · '}
              {t('story.inLanguage', { language: languageName(other.lang, locale) })}
            </span>
          )}
        </p>
      )}
      <h3
        {...other}
        className="mt-2 font-display text-lg leading-snug font-semibold text-balance sm:text-xl"
      >
        <SiteLink
          href={storyPath(story.slug)}
          className="group-hover:text-clay-deep after:absolute after:inset-0"
        >
          {story.title}
        </SiteLink>
      </h3>
      {teller && (
        <p className="mt-1 text-sm text-ink-soft">
          {t.rich('story.by', {
            // Above the title link's overlay, which makes the whole card a link to the story.
            name: () => (
              <PersonLink
                name={personName(teller)}
                variant={variantFor(locale, saver)}
                className="relative z-10 hover:text-clay hover:underline"
              />
            ),
          })}
        </p>
      )}
      <StoryMeta story={story} saver={saver} locale={locale} />
    </article>
  )
}
