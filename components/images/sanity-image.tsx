import { getImageProps } from 'next/image'

import { Photo } from '@/components/images/photo'
import type { PhotoLinkTarget } from '@/components/photo-viewer/photo-link'
import { SaverImage } from '@/components/images/saver-image'
import { urlForImage } from '@/sanity/image-url'
import { srcSetUpTo } from '@/lib/image-sizes'
import { photoShape } from '@/lib/photo-layout'
import type { ImageResult } from '@/sanity/types'

type Props = {
  image: ImageResult
  /** The largest width the image is shown at, in CSS pixels. */
  width: number
  /** Crops to width x height (around the hotspot); omit to keep the photograph's own shape. */
  height?: number
  /** Always given, so the browser picks the smallest file that is sharp enough. */
  sizes: string
  /**
   * Only for the single largest image above the fold (the page's LCP): eager, high priority.
   * Not next/image's `preload`: the eager img is found as early by the browser's preload
   * scanner, and the preload's <link> would repeat the whole srcset in the page's head.
   */
  priority?: boolean
  className?: string
  /** Data saver mode: smaller widths at a lower quality (saver-image.tsx). */
  saver?: boolean
  /** With `saver`, for photographs below the first screen: loaded only when tapped. */
  onTap?: boolean
  /** With `onTap`: once loaded, the photograph opens in the viewer through this link. */
  link?: PhotoLinkTarget
  /** Beside text that already says what it shows (a link's title): '' so it is not read twice. */
  alt?: string
}

/**
 * A Sanity image with next/image's srcset and sizing: sized from its asset, lazy unless it is the
 * LCP, over its dominant colour until it loads (a few bytes, where a blurred preview costs a
 * kilobyte a card). URLs from getImageProps, drawn by Photo on the server: next/image's
 * component would send its client code (~7 kB) to every page for no behaviour we use.
 */
export function SanityImage({
  image,
  width,
  height,
  sizes,
  priority = false,
  className,
  saver = false,
  onTap = false,
  link,
  alt = image.alt,
}: Props) {
  // Required by the schema, but a dereference finds nothing if the asset was deleted.
  if (!image.asset) return null
  const aspectRatio = photoShape(image)
  const boxHeight = height ?? Math.round(width / aspectRatio)
  const color = image.asset.metadata?.color ?? undefined
  // At IMAGE_DEFAULTS' quality: the loader keeps the `q` this URL carries for every step.
  const src = urlForImage(image).width(width).height(boxHeight).url()
  if (saver) {
    return (
      <SaverImage
        {...{ src, alt, width, height: boxHeight, sizes, priority, onTap, link, color }}
        cropped={height !== undefined}
        className={className}
      />
    )
  }
  // next/image's srcset and src for our loader and steps, up to the box's widest at 2x.
  const { props } = getImageProps({ src, alt, width, height: boxHeight, sizes })
  const candidates = props.srcSet ? srcSetUpTo(props.srcSet, width) : { src: props.src }
  return (
    <Photo
      {...candidates}
      sizes={sizes}
      width={width}
      height={boxHeight}
      alt={alt}
      priority={priority}
      color={color}
      cropped={height !== undefined}
      className={className}
    />
  )
}
