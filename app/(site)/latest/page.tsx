import type { Metadata } from 'next'

import { Reveal } from '@/components/motion/reveal'
import { LatestStory } from '@/components/story/latest-story'
import { LatestHeader } from '@/components/story/latest-header'
import { getStories } from '@/sanity/content'

export const metadata: Metadata = {
  title: 'Latest',
  description: 'The newest photo stories from across Africa, most recent first.',
}

export default async function LatestPage() {
  // Newest first: the query orders by publishedOn.
  const stories = await getStories()
  return (
    <div className="mx-auto max-w-5xl px-5 py-12 md:px-8 md:py-20">
      <LatestHeader />
      <ol className="mt-12 divide-y divide-ink/10 md:mt-16">
        {stories.map((story, index) => (
          <li key={story._id} className="py-10 first:pt-0 md:py-12">
            <Reveal>
              <LatestStory story={story} preload={index === 0} />
            </Reveal>
          </li>
        ))}
      </ol>
    </div>
  )
}
