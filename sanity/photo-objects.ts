import type { PhotoObjectInput } from '@/lib/structured-data'
import { type StoryPhoto } from '@/lib/story-photos'
import { photoFileUrl } from '@/sanity/photo-urls'
import { photoPath } from '@/lib/routes'

/** Photograph `number` of a story, as its JSON-LD ImageObject is made from; null without a file. */
export function photoObjectInput(
  photo: StoryPhoto,
  slug: string,
  number: number,
): PhotoObjectInput | null {
  const contentUrl = photoFileUrl(photo)
  if (!contentUrl) return null
  return {
    contentUrl,
    path: photoPath(slug, number),
    caption: photo.caption,
    alt: photo.alt,
    credit: photo.credit,
    copyrightNotice: photo.copyrightNotice,
    license: photo.license,
  }
}
