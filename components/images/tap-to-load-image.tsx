'use client'

import { useState, useSyncExternalStore } from 'react'

import { useClientWords } from '@/components/client-words'
import { formatApproxBytes } from '@/lib/approx-bytes'
import { Photo, type PhotoProps } from '@/components/images/photo'
import { PhotoLink, type PhotoLinkTarget } from '@/components/photo-viewer/photo-link'

type Props = {
  /** The photograph to show once tapped (its srcset, sizes, width, height, alt…). */
  image: Omit<PhotoProps, 'priority' | 'color' | 'className'>
  /** What tapping costs, shown as "≈ 48 kB" in the page's language. */
  bytes: number
  /** The placeholder's colour (the photograph's dominant one). */
  color: string | undefined
  /** Once loaded, the photograph opens in the viewer through this link (a story's photos). */
  link?: PhotoLinkTarget | undefined
  className?: string
}

const noSubscription = () => () => {}

/**
 * Data saver mode's photograph below the first screen: its colour, with a button that loads it.
 * Without JavaScript the button is a link to the photograph itself.
 */
export function TapToLoadImage({ image, bytes, color, link, className }: Props) {
  const [shown, setShown] = useState(false)
  const { loadPhoto, byteUnits } = useClientWords()
  const size = formatApproxBytes(bytes, byteUnits)
  // False in the server's HTML and while hydrating, so the link is what a reader without
  // JavaScript gets; true once the button can work.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (shown) {
    // The reader asked for it: load it now.
    const photo = <Photo {...image} priority color={color} className={className} />
    return link ? <PhotoLink target={link}>{photo}</PhotoLink> : photo
  }
  const label = `${loadPhoto} (${size})`
  // Above a card's stretched link, so a tap loads the photograph rather than opening the story.
  const placeholderClass =
    'relative z-10 flex items-center justify-center bg-paper-deep text-sm font-medium text-ink'
  const chip = (
    <span className="rounded-full bg-paper/90 px-4 py-2 shadow-sm">
      {loadPhoto} <span className="text-ink-soft">({size})</span>
    </span>
  )
  const box = {
    className: `${className ?? ''} ${placeholderClass}`,
    style: {
      aspectRatio: `${image.width} / ${image.height}`,
      ...(color ? { backgroundColor: color } : {}),
    },
  }
  return interactive ? (
    <button type="button" aria-label={label} onClick={() => setShown(true)} {...box}>
      {chip}
    </button>
  ) : (
    <a href={image.src} aria-label={label} {...box}>
      {chip}
    </a>
  )
}
