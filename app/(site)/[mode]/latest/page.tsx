import type { Metadata } from 'next'

import { LatestPage } from '@/components/story/latest-page'
import { isSaverMode } from '@/lib/data-saver'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

export const metadata: Metadata = {
  title: 'Latest',
  description: 'The newest photo stories from across Africa, most recent first.',
}

/** The first page: static. Later ones (`?page=2`) are the proxy's rewrite to ./[page]. */
export default async function LatestFirstPage({ params }: PageProps<'/[mode]/latest'>) {
  return <LatestPage page={1} saver={isSaverMode((await params).mode)} />
}
