import { StoryCard } from '@/components/story-card/story-card'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'
import { pageGridSizes } from '@/lib/grid-sizes'
import type { Locale } from '@/lib/i18n/locales'
import type { StoryCard as StoryCardData } from '@/sanity/types'

// A column of the grid below (the page box, gap-x-6).
const cardSizes = pageGridSizes({ wide: 3, gap: 24 })

type Props = {
  /** The heading's id, which names the section. */
  id: string
  title: string
  stories: StoryCardData[]
  saver?: boolean
  locale: Locale
}

/** A row of stories to read next (more of a category, more from a country). */
export function MoreStories({ id, title, stories, saver = false, locale }: Props) {
  if (stories.length === 0) return null
  return (
    <section aria-labelledby={id} className={PAGE_BOX_CLASS}>
      <h2 id={id} className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold">
        {title}
      </h2>
      <div className="mt-8 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => (
          <StoryCard
            key={story._id}
            story={story}
            sizes={cardSizes}
            saver={saver}
            onTap={saver}
            locale={locale}
          />
        ))}
      </div>
    </section>
  )
}
