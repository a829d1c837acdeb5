import { SanityImage } from '@/components/images/sanity-image'
import type { CardShape } from '@/lib/image-sizes'
import type { ImageResult } from '@/sanity/types'

/** Each of CARD_RATIOS' shapes as a box's class. */
const SHAPE_CLASS = {
  portrait: 'aspect-[4/5]',
  landscape: 'aspect-[4/3]',
} as const satisfies Record<CardShape, string>

type Props = {
  image: ImageResult
  /** Its row of PHOTO_BOXES (lib/image-sizes.ts): the card's widest box and its shape. */
  box: { width: number; height: number; shape: CardShape; thumbnail: true }
  /** The layout around the card knows it (lib/grid-sizes.ts). */
  sizes: string
  /** Only the page's LCP. */
  priority?: boolean
  /** In data saver mode, below the first screen: the photograph loads when tapped. */
  onTap?: boolean
  /** A card that is one link (its `group`) leans in when hovered. */
  zoomOnHover?: boolean
  /** Off to the side of a sideways row: loaded once near (Photo's `deferred`). */
  deferred?: boolean
  /** Its text alternative, where the page words it itself (a portrait); else the image's own. */
  alt?: string
}

/** A card's photograph, in a frame of the page's paper that clips its hover zoom (globals.css). */
export function CardPhoto({ image, box, zoomOnHover = false, ...rest }: Props) {
  const zoom = zoomOnHover ? ' hover-zoom' : ''
  return (
    <div className="photo-frame">
      <SanityImage
        image={image}
        width={box.width}
        height={box.height}
        thumbnail={box.thumbnail}
        className={`${SHAPE_CLASS[box.shape]} card-photo${zoom}`}
        {...rest}
      />
    </div>
  )
}
