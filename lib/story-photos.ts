// A story's photographs in reading order (the cover, then each image block's), numbered from 1:
// what the photo viewer steps through and what `/stories/<slug>/photos/<n>` addresses.
import type { ImageBlockResult, StoryDetail } from '@/sanity/types'

/** A photograph of a story with its caption, credit and place (the story query's projection). */
export type StoryPhoto = StoryDetail['cover'] | ImageBlockResult['images'][number]

export function storyPhotos(story: Pick<StoryDetail, 'cover' | 'content'>): StoryPhoto[] {
  return [
    story.cover,
    ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
  ]
}

/**
 * Photo numbers as URLs write them: 1 to 99, no sign, no leading zero. A story holds far fewer;
 * the cap keeps what a stranger can make the server render (and cache) small.
 */
const PHOTO_NUMBER = /^[1-9][0-9]?$/

/** The photo number in a URL segment, or undefined when it is not one. */
export function photoNumber(segment: string): number | undefined {
  return PHOTO_NUMBER.test(segment) ? Number(segment) : undefined
}
