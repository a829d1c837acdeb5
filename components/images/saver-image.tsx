import { Photo } from '@/components/images/photo'
import type { PhotoLinkTarget } from '@/components/photo-viewer/photo-link'
import { TapToLoadImage } from '@/components/images/tap-to-load-image'
import { photoBytes, REFERENCE_PHONE, servedWidth } from '@/lib/download-size'

type Props = {
  /** Data saver's files (photoFiles with `saver`: sanity/photo-urls.ts). */
  src: string
  srcSet: string
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

/**
 * An image in data saver mode (SanityImage's `saver`): data saver's srcset steps at its lower
 * quality; below the first screen, loaded only when the reader taps it.
 */
export function SaverImage({
  src,
  srcSet,
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
  const image = { src, srcSet, sizes, width, height, alt, cropped }
  if (onTap && !priority) {
    const cssWidth = Math.min(width, REFERENCE_PHONE.width)
    const bytes = photoBytes({ cssWidth, aspectRatio: width / height }, true)
    // The file the size above is of: the srcset's step for a phone, as data saver's `sizes` pick.
    const step = `${servedWidth(cssWidth, true)}w`
    const file =
      srcSet
        // Entries end at a comma and a space: a URL's own commas (`rect=0,0,…`) have none.
        .split(/,\s+/)
        .map((entry) => entry.trim().split(/\s+/))
        .find(([, descriptor]) => descriptor === step)?.[0] ?? src
    return (
      <TapToLoadImage
        // Only what it draws with: the rest (srcset, sizes) would ride in the page's flight data.
        image={{ width, height, alt }}
        file={file}
        bytes={bytes}
        link={link}
        color={color}
        className={className}
      />
    )
  }
  return <Photo {...image} priority={priority} color={color} className={className} />
}
