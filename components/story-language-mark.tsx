import { otherLanguage } from '@/lib/i18n/content-language'
import { languageName } from '@/lib/i18n/language-names'
import type { Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'

/**
 * "en anglais": said in words wherever a story's title shows in another language than the
 * page's (an untranslated story), as the story cards say it. Nothing when they match.
 */
export function StoryLanguageMark({
  language,
  locale,
  className,
}: {
  language: string | null | undefined
  locale: Locale
  className?: string
}) {
  const other = otherLanguage(language, locale)
  if (!other.lang) return null
  return (
    <span className={className} data-story-language={other.lang}>
      {translator(locale)('story.inLanguage', { language: languageName(other.lang, locale) })}
    </span>
  )
}
