import { PersonLink } from '@/components/people/person-link'
import { CardPhoto } from '@/components/images/card-photo'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { SiteLink } from '@/components/site-link'
import { StoryMeta } from '@/components/story-card/story-meta'
import { personName } from '@/lib/people'
import { pageLocale } from '@/lib/i18n/page-locale'
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
  /** In data saver mode, for cards below the first screen: the photograph loads when tapped. */
  onTap?: boolean
  /** False in a list under its category's heading, which already names it. */
  showCategory?: boolean
  /** In a sideways row, past its first card: its photograph loads once near (NearPhotos). */
  deferred?: boolean
}

export async function StoryCard({
  story,
  sizes,
  priority = false,
  onTap = false,
  showCategory = true,
  deferred = false,
}: Props) {
  const locale = await pageLocale()
  const t = translator(locale)
  const teller = story.storyTeller
  // An untranslated story in another language's list: marked, in words and for screen readers.
  const other = otherLanguage(story.language, locale)
  const category = showCategory ? story.category : null
  return (
    <article className="group relative">
      <CardPhoto
        image={story.thumbnail}
        box={PHOTO_BOXES.storyCard}
        sizes={sizes}
        priority={priority}
        onTap={onTap}
        zoomOnHover
        deferred={deferred}
      />
      {(category || other.lang) && (
        <p className="card-kicker">
          {category?.title}
          {other.lang && (
            <span className="text-ink-soft" data-story-language={other.lang}>
              {category && ' · '}
              {t('story.inLanguage', { language: languageName(other.lang, locale) })}
            </span>
          )}
        </p>
      )}
      <h3 {...other} className="card-title">
        <SiteLink href={storyPath(story.slug)} className="card-link">
          {story.title}
        </SiteLink>
      </h3>
      {teller && (
        <p className="card-by">
          {t.rich('story.by', {
            name: () => <PersonLink name={personName(teller)} className="card-person" />,
          })}
        </p>
      )}
      <StoryMeta story={story} />
    </article>
  )
}
