import { PageFrame } from '@/components/layout/page-frame'

/**
 * Every page but a story's (stories/[slug]/layout.tsx frames those with their versions): the
 * header, its language links written from the route, and the page.
 */
/** As every page ([mode]/layout.tsx says why there is no shared shell). */
export const instant = false

export default function PagesLayout({ children }: LayoutProps<'/[locale]/[mode]'>) {
  return <PageFrame>{children}</PageFrame>
}
