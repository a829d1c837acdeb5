import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/layout/site-footer'
import { LanguageOffer, type OfferWords } from '@/components/layout/language-offer'
import { SoftNavigation } from '@/components/soft-navigation'
import { arabicDisplay, display } from '@/lib/fonts'
import { byLocale, LANGUAGES, type Locale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { SiteSettingsQueryResult } from '@/sanity.types'

type Props = {
  children: ReactNode
  /** The site settings (getSiteSettings), for the footer's links. */
  settings: SiteSettingsQueryResult
  /**
   * Data saver mode: the system's fonts instead of the heading font, whose file is then never
   * requested.
   */
  saver?: boolean
}

/** The language offer's words, each in its own language (a few hundred bytes a page). */
const OFFER_WORDS: Record<Locale, OfferWords> = byLocale((locale) => {
  const t = translator(locale)
  return { offer: t('language.offer'), read: t('language.read'), dismiss: t('language.dismiss') }
})

/** The site's frame around a page's PageFrame (header and `main`): skip link, footer, offer. */
export async function SiteShell({ children, settings, saver = false }: Props) {
  const locale = await pageLocale()
  const t = translator(locale)
  const frame = (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
      >
        {t('shell.skip')}
      </a>
      {/* The header and `main`: the page's layout's (PageFrame), which knows the page. */}
      {children}
      <SiteFooter settings={settings} />
      <LanguageOffer words={OFFER_WORDS} />
      <SoftNavigation />
    </>
  )
  // The heading font's variable is set here, in full mode only: a data saver page names no web
  // font anywhere, whatever the DOM goes through (no `:has()` to match first), so it never loads.
  // `contents`: no box of its own, so the body's column layout is the same in both modes.
  return (
    <div
      className={
        saver
          ? 'data-saver contents'
          : `${display.variable} ${LANGUAGES[locale].script === 'arabic' ? arabicDisplay.variable : ''} contents`
      }
    >
      {frame}
    </div>
  )
}
