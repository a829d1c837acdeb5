import type { Metadata } from 'next'

import { StoriesPage } from '@/components/stories/stories-page'
import { StoryBrowser } from '@/components/stories/story-browser'

export const metadata: Metadata = {
  title: 'Stories',
  description: 'Every photo story, to browse by category and by country.',
}

/**
 * The first page of every story: static. Filters and later pages are other routes, which the
 * proxy rewrites `?category=&country=&page=` to (lib/list-pages.ts), so this one reads no URL.
 */
export default function StoriesFirstPage() {
  return (
    <StoriesPage>
      <StoryBrowser filter={{ category: '', country: '' }} page={1} />
    </StoriesPage>
  )
}
