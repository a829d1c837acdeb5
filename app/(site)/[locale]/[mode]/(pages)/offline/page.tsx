import type { Metadata } from 'next'

import { BackOnline } from '@/components/offline/back-online'
import { pageLocale, thisVariant } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { savedPagePath } from '@/lib/offline/offline-paths'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await pageLocale())
  // Shown by the service worker in place of a page it does not have: nothing for an index.
  return { title: t('offline.offlineTitle'), robots: { index: false, follow: false } }
}

/**
 * What a reader sees offline at any page they did not save (the service worker keeps this page
 * when they first save a story and answers with it). It loads the page they asked for once the
 * connection is back.
 */
export default async function OfflinePage() {
  const variant = await thisVariant()
  const t = translator(variant.locale)
  return (
    <section className="mx-auto max-w-3xl px-5 py-28 text-center md:px-8">
      <h1 className="font-display text-4xl font-semibold md:text-6xl">
        {t('offline.offlineTitle')}
      </h1>
      <p className="mt-6 text-lg text-ink-soft">{t('offline.offlineText')}</p>
      {/* A document load: offline, the service worker answers it from what it kept. */}
      <a
        // Data saver's list on data saver's offline page: the full one would be a redirect.
        href={savedPagePath(variant.locale, variant.mode)}
        className="mt-10 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
      >
        {t('offline.savedLink')}
      </a>
      <BackOnline words={{ backOnline: t('offline.backOnline') }} />
    </section>
  )
}
