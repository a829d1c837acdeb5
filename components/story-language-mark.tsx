import { otherLanguage } from '@/lib/i18n/content-language'
import { languageName } from '@/lib/i18n/language-names'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'

/**
 * "en anglais": said in words wherever a story's title shows in another language than the
 * page's (an untranslated story), as the story cards say it. Nothing when they match.
 */
export async function StoryLanguageMark({
  language,
  className,
}: {
  language: string | null | undefined
  className?: string
}) {
  const locale = await pageLocale()
  const other = otherLanguage(language, locale)
  if (!other.lang) return null
  return (
    <span className={className} data-story-language={other.lang}>
      {translator(locale)('story.inLanguage', { language: languageName(other.lang, locale) })}
    </span>
  )
}
