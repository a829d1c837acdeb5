import { PhotoLink, type PhotoLinkTarget } from '@/components/photo-viewer/photo-link'
import { SanityImage } from '@/components/images/sanity-image'
import { PhotoCaption } from '@/components/story-page/photo-caption'
import { isSaverPage } from '@/lib/i18n/page-locale'
import {
  blockPhotoWidth,
  fullPhotoWidth,
  pairPhotoSizes,
  photoShape,
  type PhotoWidth,
} from '@/lib/photo-layout'
import type { ImageBlockResult } from '@/sanity/types'
import { PHOTO_BOXES } from '@/lib/image-sizes'

type Photo = ImageBlockResult['images'][number]

/** Each photograph's way into the viewer, by its key. */
export type PhotoLinks = ReadonlyMap<string, PhotoLinkTarget>

/**
 * The photograph, as a link into the viewer when it has one. In data saver mode the photograph
 * is first a button that loads it, which becomes the link once loaded (a button inside a link
 * would be neither).
 */
async function Linked({
  photo,
  links,
  children,
}: {
  photo: Photo
  links?: PhotoLinks
  children: (link: PhotoLinkTarget | undefined) => React.ReactNode
}) {
  const target = links?.get(photo._key)
  if ((await isSaverPage()) || !target) return children(target)
  return <PhotoLink target={target}>{children(undefined)}</PhotoLink>
}

type FigureProps = {
  photo: Photo
  country: string
  links?: PhotoLinks
  width: PhotoWidth
  /** The caption's own margins (a full-bleed photograph's caption keeps to the page's). */
  captionClassName: string
  className?: string
}

/** One photograph at its own shape, `width.css` wide, with its caption under it. */
function Figure({ photo, country, links, width, captionClassName, className }: FigureProps) {
  return (
    <figure
      id={links?.get(photo._key)?.anchor}
      className={`mx-auto ${className ?? ''}`}
      style={{ width: width.css }}
    >
      <Linked photo={photo} links={links}>
        {(link) => (
          <SanityImage
            image={photo}
            {...PHOTO_BOXES.storyPhoto}
            sizes={width.sizes}
            // In data saver mode, each loads only when the reader taps it (all are below the
            // cover, the page's first screen), then opens in the viewer like any other.
            onTap
            link={link}
            className="h-auto w-full"
          />
        )}
      </Linked>
      <PhotoCaption photo={photo} country={country} className={captionClassName} />
    </figure>
  )
}

/** A block of one photograph: its width rule, and its box's and caption's margins. */
const SINGLE = {
  // The caption keeps to the page's margins under a photograph that runs edge to edge.
  full: {
    width: fullPhotoWidth,
    className: 'defer-offscreen',
    captionClassName: 'mx-auto mt-3 max-w-3xl px-5',
  },
  block: { width: blockPhotoWidth, className: 'px-5 defer-offscreen', captionClassName: 'mt-3' },
} as const

type Props = {
  block: ImageBlockResult
  country: string
  links?: PhotoLinks
}

/**
 * `full`: edge to edge, as tall as the screen allows with room for its caption;
 * `block`: out of the text column, up to 1024 px; `pair`: two in a row of one height. Each at its
 * own shape: nothing is cropped but what the editor cropped.
 */
export function ImageBlock({ block, country, links }: Props) {
  const [first, second] = block.images
  if (!first) return null
  switch (block.layout) {
    case 'full':
    case 'block': {
      const single = SINGLE[block.layout]
      return (
        <div data-block={`image-${block.layout}`} className={single.className}>
          <Figure
            photo={first}
            country={country}
            links={links}
            width={single.width(photoShape(first))}
            captionClassName={single.captionClassName}
          />
        </div>
      )
    }
    case 'pair': {
      if (!second) return null
      const shapes = [photoShape(first), photoShape(second)] as const
      const sizes = pairPhotoSizes(shapes)
      return (
        <div
          data-block="image-pair"
          className="mx-auto flex max-w-6xl flex-col gap-8 px-5 defer-offscreen md:flex-row md:items-start md:gap-5 md:px-8"
        >
          {[first, second].map((photo, index) => (
            // Widths in proportion to the shapes: both photographs are drawn at one height.
            <figure
              key={photo._key}
              id={links?.get(photo._key)?.anchor}
              className="min-w-0 md:basis-0"
              style={{ flexGrow: shapes[index] }}
            >
              <Linked photo={photo} links={links}>
                {(link) => (
                  <SanityImage
                    image={photo}
                    {...PHOTO_BOXES.pairPhoto}
                    sizes={sizes[index] ?? '100vw'}
                    // In data saver mode, each loads only when the reader taps it (all are below the
                    // cover, the page's first screen), then opens in the viewer like any other.
                    onTap
                    link={link}
                    className="h-auto w-full rounded-sm"
                  />
                )}
              </Linked>
              <PhotoCaption photo={photo} country={country} className="mt-3" />
            </figure>
          ))}
        </div>
      )
    }
    default:
      return null
  }
}
