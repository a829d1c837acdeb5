import { SiteLink } from '@/components/site-link'
import type { ReactNode } from 'react'
import { pageTranslator } from '@/lib/i18n/page-locale'
import { PAGES } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'

/** The /stories heading and frame, shared by its first page, its other pages and its no-match view. */
export async function StoriesPage({ children }: { children: ReactNode }) {
  const t = await pageTranslator()
  return (
    <div className={PAGE_CLASS}>
      <h1 className="font-display text-5xl font-semibold tracking-tight md:text-7xl">
        {t('nav.stories')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-soft md:text-xl">
        {t.rich('stories.intro', {
          // The map's page is heavy (its shapes): fetched when chosen, not before.
          map: (words) => (
            <SiteLink
              href={PAGES.countries}
              prefetch={false}
              className="underline underline-offset-4 hover:text-clay"
            >
              {words}
            </SiteLink>
          ),
        })}
      </p>
      <div className="mt-10">{children}</div>
    </div>
  )
}
