import Link from 'next/link'

import { SiteShell } from '@/components/layout/site-shell'
import { translator } from '@/lib/i18n/translator'
import { getSiteSettings } from '@/sanity/content'
import { PAGES } from '@/lib/routes'

// Sits outside app/(site)/[mode], so it brings the site's header and footer itself.
export default async function NotFound() {
  const t = translator()
  return (
    <SiteShell settings={await getSiteSettings()}>
      <section className="mx-auto max-w-3xl px-5 py-28 text-center md:px-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">404</p>
        <h1 className="mt-4 font-display text-4xl font-semibold md:text-6xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-6 text-lg text-ink-soft">{t('notFound.text')}</p>
        <Link
          href={PAGES.stories}
          className="mt-10 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
        >
          {t('notFound.browse')}
        </Link>
      </section>
    </SiteShell>
  )
}
