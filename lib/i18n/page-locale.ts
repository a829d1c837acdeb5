// The language of the page being rendered, for server components: the `locale` root param
// (app/(site)/[locale]), English where there is none (the Studio).
import { locale } from 'next/root-params'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

export async function pageLocale(): Promise<Locale> {
  const value = await locale()
  return value !== undefined && isLocale(value) ? value : DEFAULT_LOCALE
}

/** The page's translator: `(await pageTranslator())('nav.latest')`. */
export async function pageTranslator() {
  return translator(await pageLocale())
}

/** pageMetadata in the page's language: its canonical URL, `hreflang` alternates, og:locale. */
export async function localizedMetadata(page: Parameters<typeof pageMetadata>[0]) {
  return pageMetadata(page, await pageLocale())
}
