import { notFound } from 'next/navigation'

import { PageLinks } from '@/components/paging/page-links'
import { LatestHeader } from '@/components/story/latest-header'
import { LatestList } from '@/components/story/latest-list'
import { pageCount } from '@/lib/paging'
import { latestHref } from '@/lib/story-filter'
import { getStoryListPage } from '@/sanity/content'

/** One page of the Latest list, newest first; a page past the last is a 404. */
export async function LatestPage({ page, saver = false }: { page: number; saver?: boolean }) {
  const { stories, total } = await getStoryListPage({}, page)
  const count = pageCount(total)
  if (page > count) notFound()
  return (
    <div className="mx-auto max-w-5xl px-5 py-12 md:px-8 md:py-20">
      <LatestHeader />
      <LatestList stories={stories} saver={saver} />
      <PageLinks page={page} count={count} href={latestHref} />
    </div>
  )
}
