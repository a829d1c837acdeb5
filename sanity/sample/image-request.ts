// Reads a sample image URL the way Sanity's image CDN reads its own, but accepts only what the site
// itself asks for (see sanity/image-url.ts and next/image's widths): the route draws on this machine's
// CPU, so a stranger's made-up sizes, qualities and formats are refused before any work.
// `/sample-images/images/<projectId>/<dataset>/<assetId>-<w>x<h>.<ext>?rect=..&w=..&h=..&q=..&fit=crop&auto=format`
import { IMAGE_DEFAULTS, OG_IMAGE, SHARE_IMAGE_FORMAT } from '@/sanity/image-url'
import { HERO_IMAGE } from '@/lib/hero-size'
import {
  DEVICE_SIZES,
  IMAGE_SIZES,
  SAVER_IMAGE_QUALITY,
  SAVER_IMAGE_WIDTHS,
  THUMBNAIL,
} from '@/lib/image-sizes'

import { LOCAL_PROJECT_ID } from '@/lib/settings'
import type { RenderSampleImageOptions } from '@/sanity/sample/render-image'

/**
 * Widths the site's pages ask for: next/image's steps (which the hero's narrow crops use too),
 * data saver mode's, the hero at 1x and 2x, and the Open Graph image.
 */
export const SITE_WIDTHS: ReadonlySet<number> = new Set([
  ...DEVICE_SIZES,
  ...IMAGE_SIZES,
  ...SAVER_IMAGE_WIDTHS,
  HERO_IMAGE.width,
  HERO_IMAGE.width * 2,
  OG_IMAGE.width,
])
export const SITE_QUALITIES: ReadonlySet<number> = new Set([
  IMAGE_DEFAULTS.quality,
  HERO_IMAGE.quality,
  SAVER_IMAGE_QUALITY,
  THUMBNAIL.quality,
])
export const SITE_AUTO = IMAGE_DEFAULTS.auto
/**
 * What `auto=format` answers, whatever the Accept header: every browser the site serves takes
 * WebP, while AVIF took 3 to 28 times WebP's encoding time here and made larger files of these
 * drawn scenes (sharp, effort 2, same q). Hosted Sanity's CDN answers AVIF where it is accepted.
 */
export const SAMPLE_FORMAT = 'webp'
export const SITE_FIT = IMAGE_DEFAULTS.fit
/** Crops stay between 1:4 and 4:1: no layout of the site is narrower or wider. */
export const MAX_ASPECT = 4
/** Largest source image the file name may claim, per edge. */
export const MAX_SOURCE_SIZE = 10_000

const FILE_PATTERN = /^([0-9a-f]{40})-(\d{1,5})x(\d{1,5})\.(jpg|png|webp)$/

export type SampleImageRequest =
  | {
      ok: true
      /** The asset document's id, `image-<assetId>-<w>x<h>-<ext>`, which must exist. */
      assetDocumentId: string
      options: RenderSampleImageOptions
    }
  | { ok: false; status: 400 | 404; message: string }

const listed = (values: Iterable<number>) => [...values].sort((a, b) => a - b).join(', ')

/** Reads the path segments and query of a sample image URL, validating every part. */
export function parseSampleImageRequest(
  params: { projectId: string; dataset: string; file: string },
  query: URLSearchParams,
): SampleImageRequest {
  const bad = (message: string): SampleImageRequest => ({ ok: false, status: 400, message })
  if (params.projectId !== LOCAL_PROJECT_ID) {
    return { ok: false, status: 404, message: 'Unknown project.' }
  }
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(params.dataset)) {
    return { ok: false, status: 404, message: 'Unknown dataset.' }
  }
  const match = FILE_PATTERN.exec(params.file)
  if (!match) {
    return {
      ok: false,
      status: 404,
      message: 'No such image: expected <40 hex digit asset id>-<width>x<height>.<jpg|png|webp>.',
    }
  }
  const [, assetId = '', widthText = '', heightText = '', extension = 'jpg'] = match
  const width = Number(widthText)
  const height = Number(heightText)
  if (width < 1 || height < 1 || width > MAX_SOURCE_SIZE || height > MAX_SOURCE_SIZE) {
    return bad(`Image size ${width}x${height} is out of range (1 to ${MAX_SOURCE_SIZE} per edge).`)
  }

  let rect: RenderSampleImageOptions['rect']
  const rectText = query.get('rect')
  if (rectText !== null) {
    const parts = rectText.split(',').map(Number)
    const [x = NaN, y = NaN, w = NaN, h = NaN] = parts
    if (parts.length !== 4 || !parts.every(Number.isInteger) || x < 0 || y < 0 || w < 1 || h < 1) {
      return bad('rect must be four whole numbers x,y,width,height.')
    }
    if (x >= width || y >= height) return bad('rect must start inside the image.')
    rect = { x, y, width: Math.min(w, width - x), height: Math.min(h, height - y) }
  }

  const outWidth = Number(query.get('w'))
  if (!SITE_WIDTHS.has(outWidth)) return bad(`w must be one of ${listed(SITE_WIDTHS)}.`)
  const outHeight = Number(query.get('h'))
  if (
    !Number.isInteger(outHeight) ||
    outHeight < outWidth / MAX_ASPECT ||
    outHeight > outWidth * MAX_ASPECT
  ) {
    return bad(`h must be a whole number from w/${MAX_ASPECT} to w*${MAX_ASPECT}.`)
  }
  const quality = Number(query.get('q'))
  if (!SITE_QUALITIES.has(quality)) return bad(`q must be one of ${listed(SITE_QUALITIES)}.`)
  // The share image (link previews, feeds) is a JPEG whatever the reader takes; all else is
  // `auto=format`.
  const share = query.get('fm') === SHARE_IMAGE_FORMAT.fm && outWidth === OG_IMAGE.width
  if (share ? query.has('auto') : query.get('auto') !== SITE_AUTO) {
    return bad(
      `auto must be ${SITE_AUTO} (or, for the ${OG_IMAGE.width} px share image, fm=jpg alone).`,
    )
  }
  if (!share && query.has('fm')) {
    return bad(
      `fm is only for the ${OG_IMAGE.width} px share image (fm=jpg): ask auto=${SITE_AUTO}.`,
    )
  }
  if (query.get('fit') !== SITE_FIT) return bad(`fit must be ${SITE_FIT}.`)
  if (query.has('dpr')) return bad('dpr is not supported: ask for the width you need.')

  return {
    ok: true,
    assetDocumentId: `image-${assetId}-${width}x${height}-${extension}`,
    options: {
      assetId,
      width,
      height,
      rect,
      outWidth,
      outHeight,
      format: share ? 'jpg' : SAMPLE_FORMAT,
      quality,
    },
  }
}
