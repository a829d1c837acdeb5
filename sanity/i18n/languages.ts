// The languages content is written in: the site's (lib/i18n/locales.ts), English first as the
// language stories are written in before they are translated. Pure, so the site and the Studio
// read the same list; a new language is a catalog and a line in LANGUAGES.
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales'

/** The language of a story document with no `language` field: one written before translations. */
export const SOURCE_LANGUAGE: Locale = DEFAULT_LOCALE

/** Every language a story may be written in, as the Studio's translation menu lists them. */
export const CONTENT_LANGUAGES = LOCALES.map((id) => ({ id, title: LOCALE_NAMES[id] }))

/** The languages a short field (a category's title, a bio) is translated into beside its own. */
export const FIELD_TRANSLATION_LANGUAGES = CONTENT_LANGUAGES.filter(
  ({ id }) => id !== SOURCE_LANGUAGE,
)

/** The document types translated as whole documents, one per language. */
export const TRANSLATED_TYPES = ['story'] as const

/** The type of the documents that link a story's translations (the plugin's). */
export const TRANSLATION_METADATA_TYPE = 'translation.metadata'
