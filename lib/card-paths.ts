import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** English's cards under /og, another language's under /og/<language> (app/og). */
const cardBase = (language: Locale) => (language === DEFAULT_LOCALE ? '/og' : `/og/${language}`)

/** A story version's link-preview card. */
export const storyCardPath = (slug: string, language: Locale) =>
  `${cardBase(language)}/stories/${slug}`

/** The site's own card, for pages with no photograph of their own, in the page's language. */
export const siteCardPath = (language: Locale) => `${cardBase(language)}/site`
