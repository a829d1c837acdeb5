import { SanityImage } from '@/components/sanity-image'
import type { ImageBlockResult } from '@/sanity/types'

type Photo = ImageBlockResult['images'][number]

// `sizes` mirrors each layout's CSS width, so the browser fetches the smallest sharp file.
function FullImage({ image }: { image: Photo }) {
  return (
    <div data-block="image-full" className="defer-offscreen">
      {/* Cropped to 3:2 (around the hotspot) so a full-bleed photograph fits a laptop screen. */}
      <SanityImage
        image={image}
        width={2400}
        height={1600}
        sizes="100vw"
        className="h-auto w-full"
      />
    </div>
  )
}

function PairImages({ images }: { images: Photo[] }) {
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
          width={576}
          height={720}
          sizes="(min-width: 1152px) 534px, (min-width: 768px) calc(50vw - 42px), calc(100vw - 40px)"
          className="h-auto w-full rounded-sm"
        />
      ))}
    </div>
  )
}

function ColumnImage({ image }: { image: Photo }) {
  return (
    <div data-block="image-block" className="mx-auto max-w-3xl px-5 defer-offscreen">
      <SanityImage
        image={image}
        width={728}
        sizes="(min-width: 768px) 728px, calc(100vw - 40px)"
        className="h-auto w-full rounded-sm"
      />
    </div>
  )
}

/** `full`: edge to edge; `pair`: two side by side (stacked on phones); `block`: in the text column. */
export function ImageBlock({ block }: { block: ImageBlockResult }) {
  const [first] = block.images
  if (!first) return null
  switch (block.layout) {
    case 'full':
      return <FullImage image={first} />
    case 'pair':
      return <PairImages images={block.images.slice(0, 2)} />
    case 'block':
      return <ColumnImage image={first} />
    default:
      return null
  }
}
