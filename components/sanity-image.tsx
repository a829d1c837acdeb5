import Image from 'next/image'

import { urlForImage } from '@/lib/image'
import type { ImageResult } from '@/sanity/types'

type Props = {
  image: ImageResult
  /** The largest width the image is shown at, in CSS pixels. */
  width: number
  /** Crops to width x height (around the hotspot); omit to keep the photograph's own shape. */
  height?: number
  /** Always given, so the browser picks the smallest file that is sharp enough. */
  sizes: string
  /** Only for the single largest image above the fold (the page's LCP). */
  preload?: boolean
  className?: string
}

/** A Sanity image through next/image: sized from its asset, with a blurred preview. */
export function SanityImage({ image, width, height, sizes, preload = false, className }: Props) {
  const asset = image.asset
  if (!asset) return null
  const boxHeight = height ?? Math.round(width / asset.metadata.dimensions.aspectRatio)
  const src = urlForImage(image).width(width).height(boxHeight).url()
  return (
    <Image
      src={src}
      alt={image.alt}
      width={width}
      height={boxHeight}
      sizes={sizes}
      preload={preload}
      placeholder={asset.metadata.lqip ? 'blur' : 'empty'}
      blurDataURL={asset.metadata.lqip}
      className={className}
    />
  )
}
