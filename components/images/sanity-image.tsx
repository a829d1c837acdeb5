import type { PhotoLinkTarget } from '@/components/photo-viewer/photo-link'
import { SaverImage } from '@/components/images/saver-image'
import { saverSizes, thumbnailSizes } from '@/lib/image-sizes'
import { SteppedPhoto } from '@/components/images/stepped-photo'
import { photoSteps } from '@/sanity/photo-urls'
import { stepFiles } from '@/sanity/photo-steps'
import type { ImageResult } from '@/sanity/types'
import { isSaverPage } from '@/lib/i18n/page-locale'

type Props = {
  image: ImageResult
  /** The largest width the image is shown at, in CSS pixels. */
  width: number
  /** Crops to width x height (around the hotspot); omit to keep the photograph's own shape. */
  height?: number
  /** Always given, so the browser picks the smallest file that is sharp enough. */
  sizes: string
  /**
   * Only for the single largest image above the fold (the page's LCP): eager, high priority.
   * Not next/image's `preload`: the eager img is found as early by the browser's preload
   * scanner, and the preload's <link> would repeat the whole srcset in the page's head.
   */
  priority?: boolean
  className?: string
  /** In data saver mode, for photographs below the first screen: loaded only when tapped. */
  onTap?: boolean
  /** With `onTap`: once loaded, the photograph opens in the viewer through this link. */
  link?: PhotoLinkTarget
  /** Beside text that already says what it shows (a link's title): '' so it is not read twice. */
  alt?: string
  /** Its files given only once it nears the screen sideways (Photo's `deferred`; full site). */
  deferred?: boolean
  /** A card's photograph: THUMBNAIL's density and quality (lib/image-sizes.ts). */
  thumbnail?: boolean
}

/**
 * A Sanity image with next/image's srcset rule and sizing: sized from its asset, lazy unless it is
 * the LCP, over its dominant colour until it loads (a few bytes, where a blurred preview costs a
 * kilobyte a card). Its files are photoFiles' (sanity/photo-urls.ts), drawn by SteppedPhoto:
 * next/image's component would send its client code (~7 kB) to every page for no behaviour we
 * use. Data saver's pages run no framework script, so theirs is all server markup.
 */
export async function SanityImage({
  image,
  width,
  height,
  sizes,
  priority = false,
  className,
  onTap = false,
  link,
  alt = image.alt,
  deferred = false,
  thumbnail = false,
}: Props) {
  // Required by the schema, but a dereference finds nothing if the asset was deleted.
  if (!image.asset) return null
  const saver = await isSaverPage()
  const steps = photoSteps(
    { ...image, asset: image.asset },
    { width, height, thumbnail },
    { sizes, saver },
  )
  // What the photograph is and how it loads, the same in either variant.
  const shown = {
    alt,
    priority,
    color: image.asset.metadata?.color ?? undefined,
    cropped: height !== undefined,
    className,
  }
  if (saver) {
    return (
      <SaverImage
        {...stepFiles(steps)}
        {...shown}
        onTap={onTap}
        link={link}
        sizes={saverSizes(sizes)}
      />
    )
  }
  return (
    <SteppedPhoto
      steps={steps}
      {...shown}
      sizes={thumbnail ? thumbnailSizes(sizes) : sizes}
      deferred={deferred}
    />
  )
}
