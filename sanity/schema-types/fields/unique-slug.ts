import { getPublishedId, type SlugIsUniqueValidator } from 'sanity'

import { DEFAULT_API_VERSION } from '@/lib/settings'
import { SOURCE_LANGUAGE } from '@/sanity/i18n/languages'

/**
 * A story's slug is unique among the stories of its language: an Arabic translation keeps its
 * original's slug (/ar/stories/<slug> and /stories/<slug> are different pages), while two stories
 * of one language never share an address. Drafts and release versions of the same story count as
 * the story itself.
 */
export const isUniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context
  if (!document) return true
  const language = typeof document.language === 'string' ? document.language : SOURCE_LANGUAGE
  const others = await getClient({ apiVersion: DEFAULT_API_VERSION })
    .withConfig({ perspective: 'raw' })
    .fetch<number>(
      `count(*[
        _type == $type && slug.current == $slug && coalesce(language, $source) == $language
        && !sanity::versionOf($published)
      ])`,
      {
        type: document._type,
        slug,
        language,
        source: SOURCE_LANGUAGE,
        published: getPublishedId(document._id),
      },
    )
  return others === 0
}
