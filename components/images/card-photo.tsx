import { SanityImage } from '@/components/images/sanity-image'
import type { ImageResult } from '@/sanity/types'

/** The shapes a card crops its photograph to (around the editor's hotspot): width over height. */
const SHAPES = {
  portrait: { ratio: 4 / 5, className: 'aspect-[4/5]' },
  landscape: { ratio: 4 / 3, className: 'aspect-[4/3]' },
} as const

type Props = {
  image: ImageResult
  shape: keyof typeof SHAPES
  /** The card's widest box, in CSS px; the height follows from the shape. */
  width: number
  /** The layout around the card knows it (lib/grid-sizes.ts). */
  sizes: string
  /** Only the page's LCP. */
  priority?: boolean
  /** Data saver mode (lib/data-saver.ts). */
  saver?: boolean
  /** With `saver`, below the first screen: the photograph loads when tapped. */
  onTap?: boolean
  /** A card that is one link (its `group`) leans in when hovered. */
  zoomOnHover?: boolean
}

/** A card's photograph, in a frame of the page's paper that clips its hover zoom. */
export function CardPhoto({ image, shape, width, zoomOnHover = false, ...rest }: Props) {
  const { ratio, className } = SHAPES[shape]
  const zoom = zoomOnHover ? ' transition duration-700 group-hover:scale-[1.03]' : ''
  return (
    <div className="overflow-hidden rounded-sm bg-paper-deep">
      <SanityImage
        image={image}
        width={width}
        height={Math.round(width / ratio)}
        className={`${className} h-auto w-full object-cover${zoom}`}
        {...rest}
      />
    </div>
  )
}
