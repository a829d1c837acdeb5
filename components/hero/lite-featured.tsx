import { SiteLink } from '@/components/site-link'
import { StoryLanguageMark } from '@/components/story-language-mark'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'
import { otherLanguage } from '@/lib/i18n/content-language'
import { storyCountryName } from '@/lib/i18n/country-names'
import { pageLocale } from '@/lib/i18n/page-locale'
import { storyPath } from '@/lib/routes'
import type { StoryCard } from '@/sanity/types'

/**
 * Data saver's other featured stories, under the newest one's banner: a plain list of their
 * titles and countries, no photograph (the slider's are the heaviest on the full home page).
 */
export async function LiteFeatured({
  stories,
  heading,
}: {
  stories: StoryCard[]
  heading: string
}) {
  if (stories.length === 0) return null
  const locale = await pageLocale()
  return (
    <div className={`${PAGE_BOX_CLASS} pt-8`}>
      <h2 className="text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase">{heading}</h2>
      <ul className="mt-2 divide-y divide-ink/10 border-y border-ink/10" data-lite-featured>
        {stories.map((story) => (
          <li key={story._id} className="py-3">
            <SiteLink
              href={storyPath(story.slug)}
              className="font-display text-xl font-semibold hover:text-clay"
            >
              <span {...otherLanguage(story.language, locale)}>{story.title}</span>
            </SiteLink>
            <p className="mt-0.5 text-sm text-ink-soft">
              {storyCountryName(story.country, locale)}
              <StoryLanguageMark language={story.language} className="ms-2" />
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
