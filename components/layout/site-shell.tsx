import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/layout/site-footer'
import { DataSaverOffer } from '@/components/layout/data-saver-offer'
import { LanguageOffer, type OfferWords } from '@/components/layout/language-offer'
import { SoftNavigation } from '@/components/soft-navigation'
import { africanLatinDisplay, arabicDisplay, display } from '@/lib/fonts'
import { ETHIOPIC_DISPLAY_CLASS } from '@/lib/faces/ethiopic'
import { DATA_SAVER_FIELD, DATA_SAVER_ROUTE } from '@/lib/data-saver'
import { byLocale, LANGUAGES, type Locale } from '@/lib/i18n/locales'
import { thisVariant } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { SiteSettingsQueryResult } from '@/sanity.types'

type Props = {
  children: ReactNode
  /** The site settings (getSiteSettings), for the footer's links. */
  settings: SiteSettingsQueryResult
}

/** The language offer's words, each in its own language (a few hundred bytes a page). */
// Each script's heading faces, as font variables (the tailwind config's `font-display` reads them).
const HEADING_FACES: Record<(typeof LANGUAGES)[Locale]['script'], string> = {
  latin: display.variable,
  'african-latin': africanLatinDisplay.variable,
  arabic: `${display.variable} ${arabicDisplay.variable}`,
  ethiopic: ETHIOPIC_DISPLAY_CLASS,
}

const OFFER_WORDS: Record<Locale, OfferWords> = byLocale((locale) => {
  const t = translator(locale)
  return { offer: t('language.offer'), read: t('language.read'), dismiss: t('language.dismiss') }
})

/** The site's frame around a page's PageFrame (header and `main`): skip link, footer, offer. */
export async function SiteShell({ children, settings }: Props) {
  const { locale, mode } = await thisVariant()
  // Data saver mode: the system's fonts instead of the heading font, whose file is then never
  // requested; no offer of data saver.
  const saver = mode === 'lite'
  const t = translator(locale)
  const frame = (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
      >
        {t('shell.skip')}
      </a>
      {saver || (
        // Without scripts (turned off, failed, or a browser that runs none), the full site reads
        // but data saver is made for it: one line offers it. The toggle's form; with no page
        // field, its route sends her back to this page (the Referer) in data saver.
        <noscript>
          <form
            method="post"
            action={DATA_SAVER_ROUTE}
            className="bg-ink px-4 py-2 text-center text-sm text-paper"
          >
            <p className="inline">{t('dataSaver.noScript')}</p>{' '}
            <button
              type="submit"
              name={DATA_SAVER_FIELD}
              value="on"
              className="inline-block min-h-6 font-semibold underline underline-offset-4"
            >
              {t('dataSaver.accept')}
            </button>
          </form>
        </noscript>
      )}
      {/* The header and `main`: the page's layout's (PageFrame), which knows the page. */}
      {children}
      <SiteFooter settings={settings} />
      {/* The offers, one over the other at the foot of the screen: over the page, nothing moves. */}
      <div className="fixed inset-x-0 bottom-0 z-50">
        {saver || (
          <DataSaverOffer
            words={{
              offer: t('dataSaver.offer'),
              accept: t('dataSaver.accept'),
              dismiss: t('dataSaver.dismiss'),
            }}
          />
        )}
        <LanguageOffer words={OFFER_WORDS} />
      </div>
      <SoftNavigation />
    </>
  )
  // The heading font's variable is set here, in full mode only: a data saver page names no web
  // font anywhere, whatever the DOM goes through (no `:has()` to match first), so it never loads.
  // `contents`: no box of its own, so the body's column layout is the same in both modes.
  return (
    <div
      className={
        saver ? 'data-saver contents' : `${HEADING_FACES[LANGUAGES[locale].script]} contents`
      }
    >
      {frame}
    </div>
  )
}
