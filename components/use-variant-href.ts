import { useParams } from 'next/navigation'
import { useCallback } from 'react'

import { isPageMode, type PageMode } from '@/lib/data-saver'
import { isLocale } from '@/lib/i18n/locales'
import { DEFAULT_VARIANT, type PageVariant } from '@/lib/page-variant'
import { hrefIn } from '@/lib/routes'

/**
 * This page's language and variant: the `locale` and `mode` route params
 * (app/(site)/[locale]/[mode]); English, full outside the site.
 */
export function usePageVariant(): PageVariant {
  const params = useParams<{ locale?: string; mode?: string }>()
  const locale = params?.locale
  const mode = params?.mode
  return {
    locale: locale !== undefined && isLocale(locale) ? locale : DEFAULT_VARIANT.locale,
    mode: isPageMode(mode) ? mode : DEFAULT_VARIANT.mode,
  }
}

/** This page's variant: full or lite. */
export function usePageMode(): PageMode {
  return usePageVariant().mode
}

/**
 * How this page writes a link to another of the site's pages: in its language, and in data saver
 * mode at its lite URL, so the reader stays where they chose without a redirect on every click.
 */
export function useVariantHref(): (href: string) => string {
  const { locale, mode } = usePageVariant()
  // The same function while the variant holds, so effects that use it do not run again each render.
  return useCallback((href: string) => hrefIn({ locale, mode }, href), [locale, mode])
}
