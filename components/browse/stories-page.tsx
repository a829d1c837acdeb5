import { SiteLink } from '@/components/site-link'
import type { ReactNode } from 'react'
import { PAGES } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'

/** The /stories heading and frame, shared by its first page, its other pages and its no-match view. */
export function StoriesPage({ children }: { children: ReactNode }) {
  return (
    <div className={PAGE_CLASS}>
      <h1 className="font-display text-5xl font-semibold tracking-tight md:text-7xl">Stories</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-soft md:text-xl">
        Every story we have published, from every corner of the continent. Narrow them down by
        category or by country, or find them{' '}
        {/* The map's page is heavy (its shapes): fetched when chosen, not before. */}
        <SiteLink
          href={PAGES.countries}
          prefetch={false}
          className="underline underline-offset-4 hover:text-clay"
        >
          on the map
        </SiteLink>
        .
      </p>
      <div className="mt-10">{children}</div>
    </div>
  )
}
