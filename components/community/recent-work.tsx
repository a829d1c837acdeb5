import { CardPhoto } from '@/components/images/card-photo'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { SiteLink } from '@/components/site-link'
import { StoryLanguageMark } from '@/components/story-language-mark'
import { personName } from '@/lib/people'
import { NoStoriesYet } from '@/components/story-card/no-stories-yet'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { StoryCard } from '@/sanity/types'
import { storyPath } from '@/lib/routes'
import { otherLanguage } from '@/lib/i18n/content-language'

/** The four newest stories' photographs: the community's work, before its names. */
export async function RecentWork({ stories }: { stories: StoryCard[] }) {
  // Inside the page's "Recent work" section, so one heading level down.
  if (stories.length === 0) return <NoStoriesYet level={3} />
  const locale = await pageLocale()
  const t = translator(locale)
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-5">
      {stories.slice(0, 4).map((story, index) => (
        <li key={story._id}>
          <SiteLink href={storyPath(story.slug)} className="group block">
            <CardPhoto
              image={story.thumbnail}
              box={PHOTO_BOXES.storyCard}
              // Two columns 12 px apart in the page box (20 px a side) on a phone.
              sizes="(min-width: 1280px) 300px, (min-width: 768px) 24vw, calc(50vw - 26px)"
              // The first is the page's LCP: the largest image above the fold.
              priority={index === 0}
              zoomOnHover
            />
            <p className="mt-2 text-sm leading-snug text-ink-soft group-hover:text-clay">
              <span {...otherLanguage(story.language, locale)}>{story.title}</span>
              {story.storyTeller && (
                <span className="text-ink-faint">
                  {' '}
                  {t('community.by', { name: personName(story.storyTeller) })}
                </span>
              )}
              <StoryLanguageMark
                language={story.language}
                className="block text-xs text-ink-faint"
              />
            </p>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
