import { Fragment } from 'react'

import { MetaLine } from '@/components/meta-line'
import { CardPhoto } from '@/components/images/card-photo'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { SiteLink } from '@/components/site-link'
import { personName } from '@/lib/people'
import { RelativeTime } from '@/components/story-card/relative-time'
import { StoryDownloadSize } from '@/components/story-card/story-download-size'
import { formatDate } from '@/lib/date'
import { storyCountryName } from '@/lib/i18n/country-names'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { PAGE_BOX, SCREENS } from '@/lib/breakpoints'
import { gridSizes } from '@/lib/grid-sizes'
import type { StoryCard } from '@/sanity/types'
import { storyPath } from '@/lib/routes'
import { otherLanguage } from '@/lib/i18n/content-language'
import { languageName } from '@/lib/i18n/language-names'

// The photograph's column (2fr of 2fr_3fr below) in latest-page.tsx's box (NARROW_PAGE_BOX_CLASS).
const photoSizes = gridSizes(PAGE_BOX.narrowMaxWidth, [
  { minWidth: 0, columns: 1, gap: 0 },
  { minWidth: SCREENS.sm, columns: 2, gap: 32, share: 2 / 5 },
  { minWidth: SCREENS.md, columns: 2, gap: 48, share: 2 / 5 },
])

type Props = {
  story: StoryCard
  /** Only the first entry: its photograph is the page's LCP. */
  priority?: boolean
  /** In data saver mode, below the first screen: the photograph loads when tapped. */
  onTap?: boolean
}

/** An entry of the Latest list: photograph beside its title, date, relative time and read time. */
export async function LatestStory({ story, priority = false, onTap = false }: Props) {
  const locale = await pageLocale()
  const t = translator(locale)
  const teller = story.storyTeller
  const country = storyCountryName(story.country, locale)
  const other = otherLanguage(story.language, locale)
  return (
    <article className="group relative grid gap-5 sm:grid-cols-[2fr_3fr] sm:gap-8 md:gap-12">
      <CardPhoto
        image={story.thumbnail}
        box={PHOTO_BOXES.latestCard}
        sizes={photoSizes}
        priority={priority}
        onTap={onTap}
        zoomOnHover
      />
      <div className="flex flex-col justify-center">
        <MetaLine
          className="text-xs font-semibold tracking-[0.2em] text-clay uppercase"
          items={[
            story.category?.title ?? t('story.story'),
            country,
            ...(other.lang
              ? [
                  <span key="language" data-story-language={other.lang}>
                    {t('story.inLanguage', { language: languageName(other.lang, locale) })}
                  </span>,
                ]
              : []),
          ]}
        />
        <h2
          {...other}
          className="mt-3 font-display text-2xl leading-tight font-semibold text-balance md:text-3xl"
        >
          <SiteLink
            href={storyPath(story.slug)}
            className="group-hover:text-clay-deep after:absolute after:inset-0"
          >
            {story.title}
          </SiteLink>
        </h2>
        <p {...other} className="mt-3 line-clamp-3 leading-relaxed text-ink-soft">
          {story.description}
        </p>
        {teller && (
          <p className="mt-4 text-sm font-medium">
            {t.rich('story.by', { name: () => <bdi>{personName(teller)}</bdi> })}
          </p>
        )}
        <MetaLine
          className="mt-1 text-sm text-ink-faint"
          items={[
            <Fragment key="date">
              <time dateTime={story.publishedOn}>{formatDate(story.publishedOn, locale)}</time>
              {/* Appears after mount, with its own dot, so no dot waits for it before then. */}
              <RelativeTime iso={story.publishedOn} className="before:mx-1 before:content-['·']" />
            </Fragment>,
            t('story.minutes', { minutes: story.readTime }),
            <StoryDownloadSize key="size" story={story} />,
          ]}
        />
      </div>
    </article>
  )
}
