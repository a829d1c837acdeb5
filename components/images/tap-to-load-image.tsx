'use client'

import { useClientWords } from '@/components/client-words'
import { formatApproxBytes } from '@/lib/approx-bytes'
import type { PhotoProps } from '@/components/images/photo'
import { PhotoLink, type PhotoLinkTarget } from '@/components/photo-viewer/photo-link'

type Props = {
  /** The photograph (its width, height and alt). */
  image: Pick<PhotoProps, 'width' | 'height' | 'alt'>
  /** The file shown once tapped: data saver's step for a phone. */
  file: string
  /** What tapping costs, shown as "≈ 48 kB" in the page's language. */
  bytes: number
  /** The placeholder's colour (the photograph's dominant one). */
  color: string | undefined
  /** Once loaded, the photograph opens in the viewer through this link (a story's photos). */
  link?: PhotoLinkTarget | undefined
  className?: string
}

/**
 * Data saver mode's photograph below the first screen: its colour and what it costs, which a tap
 * opens into the photograph, in place. HTML alone: a disclosure whose content draws the file as
 * its background, which the browser fetches only once it is open (a closed disclosure's content
 * is not rendered), with or without JavaScript. Not a lazy `<img>`: without scripts a browser
 * loads every image at once, in a closed disclosure too (HTML's lazy loading needs scripting, so
 * that where an image loads cannot track a reader). A client component only for the page's
 * words (useClientWords); it keeps no state.
 */
export function TapToLoadImage({ image, file, bytes, color, link, className }: Props) {
  const { loadPhoto, byteUnits } = useClientWords()
  const size = formatApproxBytes(bytes, byteUnits)
  const aspectRatio = `${image.width} / ${image.height}`
  const photo = (
    <span
      // A photograph with no words (alt="") is decoration: no image to name.
      role={image.alt ? 'img' : undefined}
      aria-label={image.alt || undefined}
      data-tapped-photo
      className={`${className ?? ''} block bg-cover bg-center`}
      style={{ aspectRatio, backgroundImage: `url("${file}")`, backgroundColor: color }}
    />
  )
  return (
    // Above a card's stretched link while closed, so a tap loads the photograph rather than
    // opening the story; once open, below it again, so a tap on the photograph opens the story.
    // Its size, for data saver's Save to offer the photographs not opened (lib/lite/enhance.ts).
    <details className="group/tap relative z-10 open:z-auto" data-bytes={bytes}>
      <summary
        aria-label={`${loadPhoto} (${size})`}
        className={`${className ?? ''} flex cursor-pointer list-none items-center justify-center bg-paper-deep text-sm font-medium text-ink group-open/tap:hidden [&::-webkit-details-marker]:hidden`}
        style={{ aspectRatio, ...(color ? { backgroundColor: color } : {}) }}
      >
        <span className="rounded-full bg-paper/90 px-4 py-2 shadow-sm">
          {loadPhoto} <span className="text-ink-soft">({size})</span>
        </span>
      </summary>
      {link ? <PhotoLink target={link}>{photo}</PhotoLink> : photo}
    </details>
  )
}
