import { SanityImage } from '@/components/sanity-image'
import { BLOCK_PHOTO_WIDTH, STORY_PHOTO_CROPS } from '@/lib/image-sizes'
import type { ImageBlockResult } from '@/sanity/types'

type Photo = ImageBlockResult['images'][number]

// Data saver mode: smaller files, and each loads only when the reader taps it (all are below the
// cover, the page's first screen).
const saverProps = (saver: boolean) => (saver ? { saver, onTap: true } : {})

// `sizes` mirrors each layout's CSS width, so the browser fetches the smallest sharp file.
function FullImage({ image, saver }: { image: Photo; saver: boolean }) {
  return (
    <div data-block="image-full" className="defer-offscreen">
      {/* Cropped to 3:2 (around the hotspot) so a full-bleed photograph fits a laptop screen. */}
      <SanityImage
        image={image}
        {...STORY_PHOTO_CROPS.full}
        sizes="100vw"
        {...saverProps(saver)}
        className="h-auto w-full"
      />
    </div>
  )
}

function PairImages({ images, saver }: { images: Photo[]; saver: boolean }) {
  return (
    <div
      data-block="image-pair"
      className="mx-auto grid max-w-6xl gap-3 px-5 defer-offscreen md:grid-cols-2 md:gap-5 md:px-8"
    >
      {images.map((image) => (
        // Cropped to one shape (around the hotspot) so the two sit level side by side.
        <SanityImage
          key={image._key}
          image={image}
          {...STORY_PHOTO_CROPS.pair}
          {...saverProps(saver)}
          sizes="(min-width: 1152px) 534px, (min-width: 768px) calc(50vw - 42px), calc(100vw - 40px)"
          className="h-auto w-full rounded-sm"
        />
      ))}
    </div>
  )
}

function ColumnImage({ image, saver }: { image: Photo; saver: boolean }) {
  return (
    <div data-block="image-block" className="mx-auto max-w-3xl px-5 defer-offscreen">
      <SanityImage
        image={image}
        width={BLOCK_PHOTO_WIDTH}
        sizes={`(min-width: 768px) ${BLOCK_PHOTO_WIDTH}px, calc(100vw - 40px)`}
        {...saverProps(saver)}
        className="h-auto w-full rounded-sm"
      />
    </div>
  )
}

/** `full`: edge to edge; `pair`: two side by side (stacked on phones); `block`: in the text column. */
export function ImageBlock({ block, saver = false }: { block: ImageBlockResult; saver?: boolean }) {
  const [first] = block.images
  if (!first) return null
  switch (block.layout) {
    case 'full':
      return <FullImage image={first} saver={saver} />
    case 'pair':
      return <PairImages images={block.images.slice(0, 2)} saver={saver} />
    case 'block':
      return <ColumnImage image={first} saver={saver} />
    default:
      return null
  }
}
