import { StoryGrid } from '@/components/story-card/story-grid'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'
import type { StoryCard as StoryCardData } from '@/sanity/types'

type Props = {
  /** The heading's id, which names the section. */
  id: string
  title: string
  stories: StoryCardData[]
}

/**
 * Stories to read next (more of a category, more from a country): the lists' grid, two columns
 * even on a phone, where one column of whole-width photographs cost a reader who scrolled to the
 * end of a story as much again as its own.
 */
export function MoreStories({ id, title, stories }: Props) {
  if (stories.length === 0) return null
  return (
    <section aria-labelledby={id} className={PAGE_BOX_CLASS}>
      <h2 id={id} className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold">
        {title}
      </h2>
      <div className="mt-8">
        <StoryGrid stories={stories} priority={false} belowFold />
      </div>
    </section>
  )
}
