import type { StoryCard } from '@/sanity/types'

/** "Country · 6 min read", the line under a story's title in lists. */
export function StoryMeta({ story }: { story: Pick<StoryCard, 'country' | 'readTime'> }) {
  return (
    <p className="text-sm text-ink-faint">
      {story.country} <span aria-hidden="true">·</span>{' '}
      <span className="whitespace-nowrap">{story.readTime} min read</span>
    </p>
  )
}
