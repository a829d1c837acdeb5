import { PageFrame } from '@/components/layout/page-frame'
import { NotFoundMessage } from '@/components/not-found-message'

// Every page's notFound(), in its language and variant. Next renders it in the root layout, in
// place of the layout that frames the page (PageFrame), so it frames itself.
export default function NotFound() {
  return (
    <PageFrame>
      <NotFoundMessage />
    </PageFrame>
  )
}
