import { SiteLink } from '@/components/site-link'
import { StoryGrid } from '@/components/story-card/story-grid'
import { pageTranslator } from '@/lib/i18n/page-locale'
import type { StoryCard as StoryCardData } from '@/sanity/types'
import { PAGES } from '@/lib/routes'

type Props = {
  /** What the filters select, e.g. "Portrait from Kenya". */
  heading: string
  /** How many stories the filters select, on every page. */
  total: number
  /** The ones on this page. */
  stories: StoryCardData[]
}

/** The count (announced when it changes), then the cards or a way back to every story. */
export async function StoryResults({ heading, total, stories }: Props) {
  const t = await pageTranslator()
  return (
    <>
      <div className="flex items-baseline justify-between gap-4 border-b border-ink/10 pb-3">
        <h2 className="font-display text-3xl font-semibold">{heading}</h2>
        <p role="status" className="shrink-0 text-sm font-medium tracking-wide text-ink-faint">
          {t('story.count', { count: total })}
        </p>
      </div>
      {stories.length > 0 ? (
        <div className="mt-8">
          {/* The first card's photograph is the page's LCP. */}
          <StoryGrid stories={stories} />
        </div>
      ) : (
        <div className="mt-8 rounded-sm border border-ink/10 px-6 py-16 text-center">
          <h3 className="font-display text-3xl font-semibold">{t('stories.noneHere')}</h3>
          <p className="mx-auto mt-4 max-w-md text-lg text-ink-soft">{t('stories.noneHereText')}</p>
          <SiteLink
            href={PAGES.stories}
            className="mt-8 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
          >
            {t('stories.clear')}
          </SiteLink>
        </div>
      )}
    </>
  )
}
