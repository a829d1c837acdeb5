import { Photo } from '@/components/images/photo'
import type { PhotoLinkTarget } from '@/components/photo-viewer/photo-link'
import { TapToLoadImage } from '@/components/images/tap-to-load-image'
import { formatApproxBytes, photoBytes, REFERENCE_PHONE } from '@/lib/download-size'
import { SAVER_IMAGE_QUALITY, SAVER_IMAGE_WIDTHS, saverSizes } from '@/lib/image-sizes'
import sanityImageLoader, { srcSetFor } from '@/sanity/image-loader'

type Props = {
  /** The image's URL at its largest box (urlForImage(...).width().height()). */
  src: string
  alt: string
  width: number
  height: number
  sizes: string
  priority: boolean
  /** Below the first screen: only its colour and a button, until the reader taps it. */
  onTap: boolean
  /** With `onTap`: the loaded photograph's link into the viewer. */
  link?: PhotoLinkTarget | undefined
  color: string | undefined
  /** Cropped to its box around the hotspot (see Photo). */
  cropped: boolean
  className: string | undefined
}

const widest = Math.max(...SAVER_IMAGE_WIDTHS)

/**
 * An image in data saver mode (SanityImage's `saver`): data saver's srcset steps at its lower
 * quality, chosen in the HTML; a plain img, since next/image's steps are those of the full site.
 */
export function SaverImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority,
  onTap,
  link,
  color,
  cropped,
  className,
}: Props) {
  const image = {
    src: sanityImageLoader({ src, width: widest, quality: SAVER_IMAGE_QUALITY }),
    srcSet: srcSetFor(src, SAVER_IMAGE_WIDTHS, SAVER_IMAGE_QUALITY),
    sizes: saverSizes(sizes),
    width,
    height,
    alt,
    cropped,
  }
  if (onTap && !priority) {
    const bytes = photoBytes(
      { cssWidth: Math.min(width, REFERENCE_PHONE.width), aspectRatio: width / height },
      true,
    )
    return (
      <TapToLoadImage
        image={image}
        size={formatApproxBytes(bytes)}
        link={link}
        color={color}
        className={className}
      />
    )
  }
  return <Photo {...image} priority={priority} color={color} className={className} />
}
