import { StoryCard } from '@/components/story/story-card'
import type { StoryCard as StoryCardData } from '@/sanity/types'

/** A few more stories from the same category, to keep reading. */
type Props = { stories: StoryCardData[]; saver?: boolean }

export function RelatedStories({ stories, saver = false }: Props) {
  if (stories.length === 0) return null
  return (
    <section aria-labelledby="related" className="mx-auto max-w-7xl px-5 md:px-8">
      <h2 id="related" className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold">
        More stories like this
      </h2>
      <div className="mt-8 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => (
          <StoryCard key={story._id} story={story} saver={saver} onTap={saver} />
        ))}
      </div>
    </section>
  )
}
