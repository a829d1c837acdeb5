import Link from 'next/link'

import { StoryCard } from '@/components/story/story-card'
import type { CategoryWithStories } from '@/sanity/types'

export function CategoryRow({ category }: { category: CategoryWithStories }) {
  const headingId = `category-${category.slug}`
  return (
    <section aria-labelledby={headingId} className="mt-20">
      <div className="flex items-baseline justify-between gap-4 border-b border-ink/10 pb-3">
        <h2 id={headingId} className="font-display text-3xl font-semibold">
          {category.title}
        </h2>
        <Link
          href={`/stories?category=${category.slug}`}
          className="text-sm font-medium text-clay hover:text-clay-deep"
        >
          All {category.title.toLowerCase()} stories
        </Link>
      </div>
      <div className="mt-8 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {category.stories.map((story) => (
          <StoryCard key={story._id} story={story} />
        ))}
      </div>
    </section>
  )
}
