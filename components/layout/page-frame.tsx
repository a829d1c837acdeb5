import type { ReactNode } from 'react'

import { SiteHeader } from '@/components/layout/site-header'
import type { PagePaths } from '@/components/layout/language-links'

/**
 * The header and the page as `main`: rendered by the layout that knows the page, so the header's
 * language links are the page's own addresses in each language without a script (a story's
 * layout knows its versions; the root layout, around every page, does not).
 */
export function PageFrame({
  children,
  paths,
}: {
  children: ReactNode
  /** The page's path in each language it is written in (a story's versions). */
  paths?: PagePaths
}) {
  return (
    <>
      <SiteHeader paths={paths} />
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  )
}
