import { PageFrame } from '@/components/layout/page-frame'
import { isSaverMode } from '@/lib/data-saver'

/**
 * Every page but a story's (stories/[slug]/layout.tsx frames those with their versions): the
 * header, its language links written from the route, and the page.
 */
/** As every page ([mode]/layout.tsx says why there is no shared shell). */
export const instant = false

export default async function PagesLayout({ children, params }: LayoutProps<'/[locale]/[mode]'>) {
  const { mode } = await params
  return <PageFrame saver={isSaverMode(mode)}>{children}</PageFrame>
}
