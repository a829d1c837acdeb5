// What a story's Languages panel lists: every language of the site, each with the state of the
// story's version in it, so a translator sees at a glance what is there and what is left.
import { CONTENT_LANGUAGES, SOURCE_LANGUAGE } from '@/sanity/i18n/languages'
import type { StoryLanguagesQueryResult } from '@/sanity.types'

export type VersionState = 'published' | 'draft' | 'missing'

export type LanguageRow = {
  id: string
  name: string
  state: VersionState
  /** The version's title, where there is one. */
  title?: string
}

/**
 * One row a language, in the site's order. `language`: the open story's own, counted as there
 * even before it is linked to any translation (`published`: whether it is published).
 */
export function storyLanguageRows(
  versions: StoryLanguagesQueryResult,
  own: { language?: string | null; title?: string | null; published: boolean },
): LanguageRow[] {
  const ownLanguage = own.language ?? SOURCE_LANGUAGE
  return CONTENT_LANGUAGES.map(({ id, title: name }) => {
    const version = (versions ?? []).find((entry) => entry.language === id)
    if (version) {
      return {
        id,
        name,
        state: version.published ? 'published' : 'draft',
        title: version.title ?? undefined,
      }
    }
    if (id === ownLanguage) {
      return {
        id,
        name,
        state: own.published ? 'published' : 'draft',
        title: own.title ?? undefined,
      }
    }
    return { id, name, state: 'missing' }
  })
}
