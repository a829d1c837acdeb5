import { byteUnits, formatApproxBytes } from '@/lib/approx-bytes'
import { storyDownloadBytes, type StoryPhotographs } from '@/lib/download-size'
import { thisVariant } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'

type Props = { story: StoryPhotographs; className?: string }

/** "≈ 1.2 MB of photos": what the story's photographs cost a phone, in this mode. */
export async function StoryDownloadSize({ story, className }: Props) {
  const { locale, mode } = await thisVariant()
  const saver = mode === 'lite'
  const t = translator(locale)
  return (
    <span {...(className && { className })} title={t('story.photoSizeTitle')}>
      {t('story.photoSize', {
        size: formatApproxBytes(storyDownloadBytes(story, saver), byteUnits(locale)),
      })}
    </span>
  )
}
