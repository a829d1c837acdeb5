import type { Metadata } from 'next'

import { LatestPage } from '@/components/story/latest-page'

export const metadata: Metadata = {
  title: 'Latest',
  description: 'The newest photo stories from across Africa, most recent first.',
}

/** The first page: static. Later ones (`?page=2`) are the proxy's rewrite to ./[page]. */
export default function LatestFirstPage() {
  return <LatestPage page={1} />
}
