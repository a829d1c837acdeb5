import type { Metadata } from 'next'

import { LiteSavedStories } from '@/components/offline/lite-saved-stories'
import { SavedStories } from '@/components/offline/saved-stories'
import { byteUnits } from '@/lib/approx-bytes'
import { PAGE_CLASS } from '@/lib/breakpoints'
import { isSaverPage, localizedMetadata, pageLocale } from '@/lib/i18n/page-locale'
import { languageName } from '@/lib/i18n/language-names'
import { byLocale, LANGUAGES, textDirection } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { PAGES } from '@/lib/routes'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await pageLocale())
  return {
    ...(await localizedMetadata({
      title: t('offline.savedTitle'),
      description: t('offline.savedDescription'),
      path: PAGES.saved,
    })),
    // Each reader's own list, kept in their browser: nothing for an index.
    robots: { index: false, follow: true },
  }
}

/** The stories this reader saved for offline reading: the list is read in their browser. */
export default async function SavedPage() {
  const locale = await pageLocale()
  const t = translator(locale)
  const raw = (key: Parameters<typeof t.raw>[0]) => String(t.raw(key))
  // A story saved in another language than this page's says so ("en anglais").
  const inLanguage = byLocale((language) =>
    t('story.inLanguage', { language: languageName(language, locale) }),
  )
  return (
    <div className={PAGE_CLASS}>
      <header className="max-w-3xl">
        <h1 className="font-display text-5xl font-semibold tracking-tight md:text-7xl">
          {t('offline.savedTitle')}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft md:text-xl">
          {t('offline.savedDescription')}
        </p>
      </header>
      {(await isSaverPage()) ? (
        // Data saver's: filled by its one script, no framework.
        <LiteSavedStories
          empty={t('offline.savedEmpty')}
          remove={t('offline.remove')}
          unavailable={t('offline.unavailable')}
          words={{
            locale,
            language: LANGUAGES[locale].intl,
            units: byteUnits(locale),
            removeStory: raw('offline.removeStory'),
            removed: t('offline.removed'),
            savedOn: raw('offline.savedOn'),
            size: raw('offline.size'),
            total: raw('offline.total'),
            languages: byLocale((language) => ({
              dir: textDirection(language),
              note: inLanguage[language],
            })),
          }}
        />
      ) : (
        <SavedStories
          language={LANGUAGES[locale].intl}
          units={byteUnits(locale)}
          words={{
            empty: t('offline.savedEmpty'),
            remove: t('offline.remove'),
            removeStory: raw('offline.removeStory'),
            removed: t('offline.removed'),
            savedOn: raw('offline.savedOn'),
            size: raw('offline.size'),
            total: raw('offline.total'),
            shared: raw('offline.shared'),
            evictable: t('offline.evictable'),
            keep: t('offline.keep'),
            kept: t('offline.kept'),
            unavailable: t('offline.unavailable'),
            // A story saved in another language than this page's ("en anglais").
            inLanguage,
          }}
        />
      )}
    </div>
  )
}
