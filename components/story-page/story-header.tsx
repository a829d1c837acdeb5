import type { ReactNode } from 'react'

import { Fact } from '@/components/fact'
import { PersonLink } from '@/components/people/person-link'
import { PhotoLink, type PhotoLinkTarget } from '@/components/photo-viewer/photo-link'
import { SanityImage } from '@/components/images/sanity-image'
import { PhotoCaption } from '@/components/story-page/photo-caption'
import { RelativeTime } from '@/components/story-card/relative-time'
import { StoryDownloadSize } from '@/components/story-card/story-download-size'
import { SiteLink } from '@/components/site-link'
import { WholeWords } from '@/components/whole-words'
import { formatDate } from '@/lib/date'
import { countryName } from '@/lib/i18n/country-names'
import { textDirection } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { personName } from '@/lib/people'
import type { StoryDetail } from '@/sanity/types'
import { countryPath, storiesHref } from '@/lib/routes'
import { PlainLink } from '@/components/plain-link'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { listSeparator, skillName } from '@/lib/i18n/list-names'
import { genderSelect } from '@/lib/lists/grammatical-genders'

/** Cover, title and the facts of a story. The cover is the page's LCP image: it alone is eager. */
type Props = {
  story: StoryDetail
  /** The cover's way into the photo viewer. */
  coverLink?: PhotoLinkTarget
  /** Under the facts: what a reader can do with the story (save it for offline). */
  actions?: ReactNode
}

export async function StoryHeader({ story, coverLink, actions }: Props) {
  const locale = await pageLocale()
  const t = translator(locale)
  const cover = (
    <SanityImage
      image={story.cover}
      {...PHOTO_BOXES.storyCover}
      sizes="(min-width: 1280px) 540px, (min-width: 768px) 42vw, 100vw"
      priority
      className="aspect-[4/5] h-auto w-full object-cover"
    />
  )
  return (
    <header className="mx-auto grid max-w-7xl gap-8 md:grid-cols-[5fr_6fr] md:items-center md:gap-14 md:px-8 md:pt-12">
      <figure id={coverLink?.anchor}>
        <div className="overflow-hidden bg-paper-deep md:rounded-sm">
          {coverLink ? <PhotoLink target={coverLink}>{cover}</PhotoLink> : cover}
        </div>
        <PhotoCaption photo={story.cover} country={story.country} className="mt-3 px-5 md:px-0" />
      </figure>
      <div className="px-5 md:px-0">
        {story.category && (
          <PlainLink
            href={storiesHref({ category: story.category.slug, country: '' })}
            lang={locale}
            dir={textDirection(locale)}
            className="text-xs font-semibold tracking-[0.2em] text-clay uppercase hover:text-clay-deep"
          >
            {story.category.title}
          </PlainLink>
        )}
        <h1 className="mt-3 font-display text-4xl leading-[1.08] font-semibold text-balance md:text-6xl">
          {story.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft md:text-xl">{story.description}</p>
        {/* The facts are the site's words: in the reader's language and direction, inside an
            untranslated story's article too ("1 ديسمبر 2026", not laid out left to right). */}
        <dl
          lang={locale}
          dir={textDirection(locale)}
          className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-ink/10 pt-6 text-sm"
        >
          {story.storyTeller && (
            <Fact label={t('story.teller', { gender: genderSelect(story.tellerGender) })}>
              <PersonLink
                name={personName(story.storyTeller)}
                className="underline decoration-ink/30 underline-offset-4 hover:text-clay"
              />
            </Fact>
          )}
          <Fact label={t('story.country')}>
            <SiteLink
              href={countryPath(story.country)}
              prefetch={false}
              className="underline decoration-ink/30 underline-offset-4 hover:text-clay"
            >
              <WholeWords text={countryName(story.country, locale)} />
            </SiteLink>
          </Fact>
          <Fact label={t('story.published')}>
            <time dateTime={story.publishedOn} className="inline-block max-w-full">
              {formatDate(story.publishedOn, locale)}
            </time>
            <RelativeTime
              iso={story.publishedOn}
              className="whitespace-nowrap text-ink-faint before:content-['_('] after:content-[')']"
            />
          </Fact>
          <Fact label={t('story.readTime')}>
            {t('story.readMinutes', { minutes: story.readTime })}
          </Fact>
          <Fact label={t('story.download')}>
            <StoryDownloadSize story={story} />
          </Fact>
          {story.work && story.work.length > 0 && (
            // Plain text, not chips: nothing here can be pressed.
            <Fact label={t('story.work')} className="col-span-2">
              <ul aria-label={t('story.work')}>
                {story.work.map((skill, index) => (
                  <li key={skill} className="inline">
                    {skillName(skill, locale)}
                    {index < (story.work?.length ?? 0) - 1 && listSeparator(locale)}
                  </li>
                ))}
              </ul>
            </Fact>
          )}
        </dl>
        {actions && (
          // In the reader's language and direction, inside an untranslated story's article too.
          <div
            lang={locale}
            dir={textDirection(locale)}
            className="mt-6 border-t border-ink/10 pt-5"
          >
            {actions}
          </div>
        )}
      </div>
    </header>
  )
}
