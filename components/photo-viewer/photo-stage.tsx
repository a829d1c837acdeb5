import { SanityImage } from '@/components/images/sanity-image'
import { PhotoCaption } from '@/components/story-page/photo-caption'
import { photoShape, viewerPhotoWidth } from '@/lib/photo-layout'
import type { StoryPhoto } from '@/lib/story-photos'
import { PHOTO_BOXES } from '@/lib/image-sizes'

/** Room above and below the photograph for the viewer's controls and the caption, in px. */
const CHROME = { dialog: 200, page: 280 } as const

type Props = {
  photo: StoryPhoto
  country: string
  /** Where it is drawn: in the viewer (a full-screen dialog) or on the photo's own page. */
  place: keyof typeof CHROME
  /** The page's LCP (a photo page opened directly). */
  priority?: boolean
}

/** One photograph whole, as large as the screen allows, with its caption under it. */
export function PhotoStage({ photo, country, place, priority = false }: Props) {
  const width = viewerPhotoWidth(photoShape(photo), CHROME[place])
  return (
    <figure className="mx-auto" style={{ width: width.css }}>
      <SanityImage
        image={photo}
        {...PHOTO_BOXES.storyPhoto}
        sizes={width.sizes}
        priority={priority}
        className="h-auto w-full"
      />
      <PhotoCaption
        photo={photo}
        country={country}
        tone={place === 'dialog' ? 'dark' : 'paper'}
        // The viewer's photograph runs edge to edge on a phone; its caption keeps a margin.
        className={place === 'dialog' ? 'mt-3 px-4 md:px-0' : 'mt-3'}
      />
    </figure>
  )
}
