// What a page says of itself in its head, read in the browser: its address in each language it
// is written in (its `hreflang` alternates, from the routing table with each version's slug).
// The language switch and the language offer both lead there.
import { isLocale, type Locale } from '@/lib/i18n/locales'

/** This page's path in each language its head names; none for a page that names none (a 404). */
export function pageAlternates(): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {}
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    if (isLocale(link.hreflang)) alternates[link.hreflang] = new URL(link.href).pathname
  }
  return alternates
}
