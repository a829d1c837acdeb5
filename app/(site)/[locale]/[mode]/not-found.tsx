import { mode } from 'next/root-params'

import { PageFrame } from '@/components/layout/page-frame'
import { NotFoundMessage } from '@/components/not-found-message'
import { isSaverMode } from '@/lib/data-saver'

// Every page's notFound(), in its language and variant. Next renders it in the root layout, in
// place of the layout that frames the page (PageFrame), so it frames itself.
export default async function NotFound() {
  return (
    <PageFrame saver={isSaverMode(await mode())}>
      <NotFoundMessage />
    </PageFrame>
  )
}
