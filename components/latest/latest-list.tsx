import { Reveal } from '@/components/motion/reveal'
import { LatestStory } from '@/components/latest/latest-story'
import { NoStoriesYet } from '@/components/story-card/no-stories-yet'
import type { StoryCard } from '@/sanity/types'

/** The Latest page's list, newest first as given; none yet says so. */
export function LatestList({ stories }: { stories: StoryCard[] }) {
  if (stories.length === 0) return <NoStoriesYet />
  return (
    <ol className="mt-12 divide-y divide-ink/10 md:mt-16">
      {stories.map((story, index) => (
        <li key={story._id} className="py-10 first:pt-0 md:py-12">
          <Reveal>
            <LatestStory
              story={story}
              priority={index === 0}
              // Its photographs are each a screen's width on a phone: in data saver mode, the
              // first alone comes.
              onTap={index > 0}
            />
          </Reveal>
        </li>
      ))}
    </ol>
  )
}
