import { StoryCard } from '@/components/story-card/story-card'
import { pageGridSizes } from '@/lib/grid-sizes'
import { SAVER_EAGER_CARDS } from '@/lib/image-sizes'
import type { StoryCard as StoryCardData } from '@/sanity/types'

// The grid in the page box (PAGE_BOX_CLASS, as on /stories, /countries, /people, /search).
const cardSizes = pageGridSizes({ phone: { columns: 2, gap: 16 }, wide: 3, gap: 24 })

type Props = {
  stories: StoryCardData[]
  /** Whether the first card's photograph is the page's LCP (eager, high priority). */
  priority?: boolean
  /** Below the first screen (stories to read next): in data saver, every photograph on tap. */
  belowFold?: boolean
}

/**
 * Story cards, two columns even on a phone: a browsing list is for scanning photographs, and a
 * card half a phone wide costs a quarter of the pixels of a whole one.
 */
export function StoryGrid({ stories, priority = true, belowFold = false }: Props) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-3">
      {stories.map((story, index) => (
        <StoryCard
          key={story._id}
          story={story}
          sizes={cardSizes}
          priority={priority && index === 0}
          onTap={belowFold || index >= SAVER_EAGER_CARDS}
        />
      ))}
    </div>
  )
}
