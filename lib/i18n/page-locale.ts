// The variant of the page being rendered, for server components: the `locale` and `mode` root
// params (app/(site)/[locale]/[mode]) the proxy chose from the public URL (lib/page-variant.ts);
// English and the full site where there are none (the Studio). Components read it here rather
// than take it as a prop: one reading, the same for every component of the page. Client
// components read the same params through usePageVariant (components/use-variant-href.ts).
import { locale, mode } from 'next/root-params'

import { isPageMode } from '@/lib/data-saver'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
import { DEFAULT_VARIANT, type PageVariant } from '@/lib/page-variant'

export async function pageLocale(): Promise<Locale> {
  const value = await locale()
  return value !== undefined && isLocale(value) ? value : DEFAULT_LOCALE
}

/** The page's language and mode. */
export async function thisVariant(): Promise<PageVariant> {
  const value = await mode()
  return { locale: await pageLocale(), mode: isPageMode(value) ? value : DEFAULT_VARIANT.mode }
}

/** Whether the page is data saver's: its lighter photographs, no motion, no framework script. */
export async function isSaverPage(): Promise<boolean> {
  return (await thisVariant()).mode === 'lite'
}

/** The page's translator: `(await pageTranslator())('nav.latest')`. */
export async function pageTranslator() {
  return translator(await pageLocale())
}

/** pageMetadata in the page's language: its canonical URL, `hreflang` alternates, og:locale. */
export async function localizedMetadata(page: Parameters<typeof pageMetadata>[0]) {
  return pageMetadata(page, await pageLocale())
}
