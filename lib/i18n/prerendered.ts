// What the build prerenders of a page with many params, in each language. English, the site
// as first published, is prerendered whole; each other language its first page only, and the rest renders
// when first asked and is cached with the same tags (as a story published after the build is),
// so four more languages do not multiply the build (docs/languages.md).
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/page-locale'

/** `params` in English; in another language the first only (the build needs one per route). */
export async function prerenderedParams<T>(params: readonly T[]): Promise<T[]> {
  return (await pageLocale()) === DEFAULT_LOCALE ? [...params] : params.slice(0, 1)
}
