import { getImageProps } from 'next/image'

import { srcSetUpTo } from '@/lib/image-sizes'
import { photoShape } from '@/lib/photo-layout'
import { site } from '@/lib/site'
import { urlForImage } from '@/sanity/image-url'
import type { ImageResult } from '@/sanity/types'

/** The widest a story photograph is drawn (components/story-page/image-block.tsx). */
export const PHOTO_FILE_WIDTH = 2400

/**
 * The absolute URL of a story photograph's whole file at its largest, the one its pages already
 * show (their img's src): what JSON-LD gives image search as the photograph's `contentUrl`.
 */
export function photoFileUrl(image: ImageResult): string | null {
  if (!image.asset) return null
  const width = PHOTO_FILE_WIDTH
  const height = Math.round(width / photoShape(image))
  const src = urlForImage(image).width(width).height(height).url()
  const { props } = getImageProps({ src, alt: '', width, height, sizes: '100vw' })
  const file = props.srcSet ? srcSetUpTo(props.srcSet, width).src : props.src
  return new URL(file, site.url).href
}
