import { SanityImage } from '@/components/sanity-image'
import { SiteLink } from '@/components/site-link'
import { photoPath } from '@/lib/story-photos'
import type { ImageResult } from '@/sanity/types'

type CreditedPhoto = { story: string; storyTitle: string; n: number; photo: ImageResult }

// Columns of photographs at their own shape (no crop): 2 on a phone, 3 from md.
const SIZES = '(min-width: 1280px) 405px, (min-width: 768px) 31vw, 48vw'

/** A photographer's credited photographs, each opening its photo page. */
export function PersonPhotos({
  photos,
  saver,
  priority,
}: {
  photos: CreditedPhoto[]
  saver: boolean
  /** Whether the first photograph is the page's LCP (eager, high priority). */
  priority: boolean
}) {
  return (
    <ul className="columns-2 gap-4 md:columns-3 md:gap-6">
      {photos.map(({ story, storyTitle, n, photo }, index) => (
        <li key={`${story}/${n}`} className="mb-4 break-inside-avoid md:mb-6">
          <SiteLink href={photoPath(story, n)} className="group block">
            <SanityImage
              image={photo}
              width={405}
              sizes={SIZES}
              saver={saver}
              priority={priority && index === 0}
              onTap={saver && !(priority && index === 0)}
              className="h-auto w-full rounded-sm transition group-hover:opacity-90"
            />
            <span className="mt-2 block text-sm text-ink-soft group-hover:text-clay">
              {storyTitle}
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
