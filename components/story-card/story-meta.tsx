import { MetaLine } from '@/components/meta-line'
import { StoryDownloadSize } from '@/components/story-card/story-download-size'
import type { StoryCard } from '@/sanity/types'

type Props = {
  story: Pick<StoryCard, 'country' | 'readTime' | 'photographs'>
  /** Data saver mode: the photographs' size is that of this mode's files. */
  saver?: boolean
}

/** "Country · 6 min read · ≈ 1.2 MB of photos", the line under a story's title in lists. */
export function StoryMeta({ story, saver = false }: Props) {
  return (
    <MetaLine
      className="text-sm text-ink-faint"
      items={[
        story.country,
        `${story.readTime} min read`,
        <StoryDownloadSize key="size" story={story} saver={saver} />,
      ]}
    />
  )
}
