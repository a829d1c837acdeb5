import Link from 'next/link'

import { StoryCard } from '@/components/story/story-card'
import type { StoryCard as StoryCardData } from '@/sanity/types'

const countLabel = (count: number) => `${count} ${count === 1 ? 'story' : 'stories'}`

/** The count (announced when it changes), then the cards or a way back to every story. */
export function StoryResults({ stories }: { stories: StoryCardData[] }) {
  return (
    <>
      <p role="status" className="text-sm font-medium tracking-wide text-ink-faint">
        {countLabel(stories.length)}
      </p>
      {stories.length > 0 ? (
        <div className="mt-6 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <StoryCard key={story._id} story={story} />
          ))}
        </div>
      ) : (
        <div className="mt-6 rounded-sm border border-ink/10 px-6 py-16 text-center">
          <h2 className="font-display text-3xl font-semibold">No stories here yet</h2>
          <p className="mx-auto mt-4 max-w-md text-lg text-ink-soft">
            Nothing matches these filters. Try another category or country, or see them all.
          </p>
          <Link
            href="/stories"
            className="mt-8 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
          >
            Clear filters
          </Link>
        </div>
      )}
    </>
  )
}
