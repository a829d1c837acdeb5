import { notFound } from 'next/navigation'

import { PageLinks } from '@/components/paging/page-links'
import { LatestHeader } from '@/components/latest/latest-header'
import { LatestList } from '@/components/latest/latest-list'
import { pageCount } from '@/lib/paging'
import type { StoryListPage } from '@/sanity/content'
import { latestHref } from '@/lib/routes'
import { NARROW_PAGE_BOX_CLASS } from '@/lib/breakpoints'

type Props = {
  page: number
  /** getStoryListPage({}, page) */
  list: StoryListPage
}

/** One page of the Latest list, newest first; a page past the last is a 404. */
export function LatestPage({ page, list }: Props) {
  const { stories, total } = list
  const count = pageCount(total)
  if (page > count) notFound()
  return (
    <div className={`${NARROW_PAGE_BOX_CLASS} py-12 md:py-20`}>
      <LatestHeader />
      <LatestList stories={stories} />
      <PageLinks page={page} count={count} href={latestHref} />
    </div>
  )
}
