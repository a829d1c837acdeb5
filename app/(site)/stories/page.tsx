import type { Metadata } from 'next'
import { Suspense } from 'react'

import { StoryBrowser } from '@/components/stories/story-browser'
import { StoryBrowserSkeleton } from '@/components/stories/story-browser-skeleton'

export const metadata: Metadata = {
  title: 'Stories',
  description: 'Every photo story, to browse by category and by country.',
}

export default function StoriesPage({ searchParams }: PageProps<'/stories'>) {
  return (
    <div className="mx-auto max-w-7xl px-5 py-10 md:px-8 md:py-16">
      <h1 className="font-display text-5xl font-semibold tracking-tight md:text-7xl">Stories</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-soft md:text-xl">
        Every story we have published, from every corner of the continent. Narrow them down by
        category or by country.
      </p>
      <div className="mt-10">
        {/* The filters live in the URL; only this part waits for it (cacheComponents). */}
        <Suspense fallback={<StoryBrowserSkeleton />}>
          <StoryBrowser searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  )
}
