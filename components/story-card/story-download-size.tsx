import { formatApproxBytes, storyDownloadBytes, type StoryPhotographs } from '@/lib/download-size'

type Props = { story: StoryPhotographs; saver: boolean; className?: string }

/** "≈ 1.2 MB of photos": what the story's photographs cost a phone, in this mode. */
export function StoryDownloadSize({ story, saver, className }: Props) {
  return (
    <span
      className={className}
      title="About how much a phone downloads for this story's photographs"
    >
      {formatApproxBytes(storyDownloadBytes(story, saver))} of photos
    </span>
  )
}
