import { MetaLine } from '@/components/meta-line'
import { StoryDownloadSize } from '@/components/story-card/story-download-size'
import { storyCountryName } from '@/lib/i18n/country-names'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { StoryCard } from '@/sanity/types'

type Props = {
  story: Pick<StoryCard, 'country' | 'readTime' | 'photographs'>
}

/** "Country · 6 min read · ≈ 1.2 MB of photos", the line under a story's title in lists. */
export async function StoryMeta({ story }: Props) {
  const locale = await pageLocale()
  const t = translator(locale)
  return (
    <MetaLine
      className="text-sm text-ink-faint"
      items={[
        storyCountryName(story.country, locale),
        t('story.minutes', { minutes: story.readTime }),
        <StoryDownloadSize key="size" story={story} />,
      ]}
    />
  )
}
