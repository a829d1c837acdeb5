// A story's versions (an original and its translations) and which one a reader reads: shared by
// the story page (sanity/content.ts) and the proxy's redirects (sanity/gates/story-gate.ts), so
// the proxy never sends a reader somewhere the page would send them on from. Pure.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'

/** A story's version in one language, by its slug. */
export type StoryVersion = { language: Locale; slug: string }

type Loose = { language?: string | null; slug?: string | null }

/** The versions of a group as GROQ gives them, leaving out any without a site language or slug. */
export const storyVersions = (group: readonly Loose[] | null | undefined): StoryVersion[] =>
  (group ?? []).flatMap(({ language, slug }) =>
    language && isLocale(language) && slug ? [{ language, slug }] : [],
  )

/** The version a reader of `locale` reads: theirs, else the English original, else the first. */
export function shownVersion(
  versions: readonly StoryVersion[],
  locale: Locale,
): StoryVersion | undefined {
  const of = (language: Locale) => versions.find((version) => version.language === language)
  return of(locale) ?? of(DEFAULT_LOCALE) ?? versions[0]
}

/** Each version's path by its language: `path(slug)`, a story's or one of its photographs'. */
export const versionPaths = (
  versions: readonly StoryVersion[],
  path: (slug: string) => string,
): Partial<Record<Locale, string>> =>
  Object.fromEntries(versions.map(({ language, slug }) => [language, path(slug)]))
