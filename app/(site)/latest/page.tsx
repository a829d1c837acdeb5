import type { Metadata } from 'next'

import { LatestHeader } from '@/components/story/latest-header'
import { LatestList } from '@/components/story/latest-list'
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
      <LatestList stories={stories} />
    </div>
  )
}
