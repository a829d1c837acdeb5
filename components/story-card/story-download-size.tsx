import { byteUnits, formatApproxBytes } from '@/lib/approx-bytes'
import { storyDownloadBytes, type StoryPhotographs } from '@/lib/download-size'
import type { Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'

type Props = { story: StoryPhotographs; saver: boolean; locale: Locale; className?: string }

/** "≈ 1.2 MB of photos": what the story's photographs cost a phone, in this mode. */
export function StoryDownloadSize({ story, saver, locale, className }: Props) {
  const t = translator(locale)
  return (
    <span {...(className && { className })} title={t('story.photoSizeTitle')}>
      {t('story.photoSize', {
        size: formatApproxBytes(storyDownloadBytes(story, saver), byteUnits(locale)),
      })}
    </span>
  )
}
