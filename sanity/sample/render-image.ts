// Draws a sample asset the way Sanity's image CDN serves what the site asks of it: the scene of
// `assetId` (see scene.ts), cut to `rect`, cropped to fill `outWidth`×`outHeight` (fit=crop), as
// WebP for the site or JPEG for the exporter. Renders straight at the output size, so a 2704x1120
// hero never rasterises the full source first.
import sharp, { type Sharp } from 'sharp'

import type { ImageFormat } from '@/sanity/sample/image-formats'
import { sceneLayers, type ViewBox } from '@/sanity/sample/scene'

/** Largest output edge, in pixels; bigger requests are scaled down to fit. */
export const MAX_OUTPUT_SIZE = 4000
export const DEFAULT_QUALITY = 75

export type RenderSampleImageOptions = {
  assetId: string
  /** Source size, as in the asset id `image-<assetId>-<width>x<height>-jpg`. */
  width: number
  height: number
  /** Region of the source to show, in source pixels (Sanity's `rect`). Default: all of it. */
  rect?: ViewBox
  /**
   * The box to fill, cutting the region's overflow around its centre (Sanity's `w`, `h` and
   * `fit=crop`). With one of them left out, the whole region at that width or height; with
   * neither, the whole region at its own size.
   */
  outWidth?: number
  outHeight?: number
  format: ImageFormat
  quality?: number
}

export type SampleImageGeometry = {
  /** Region of the source that is drawn. */
  view: ViewBox
  /** Size the region is drawn at: the output image's. */
  outWidth: number
  outHeight: number
}

function clampRect(rect: ViewBox | undefined, width: number, height: number): ViewBox {
  if (!rect) return { x: 0, y: 0, width, height }
  const x = Math.min(Math.max(0, rect.x), width - 1)
  const y = Math.min(Math.max(0, rect.y), height - 1)
  return {
    x,
    y,
    width: Math.max(1, Math.min(rect.width, width - x)),
    height: Math.max(1, Math.min(rect.height, height - y)),
  }
}

/** Scales a size down (never up) so neither edge exceeds MAX_OUTPUT_SIZE. */
function capSize(width: number, height: number): [number, number] {
  const scale = Math.min(1, MAX_OUTPUT_SIZE / width, MAX_OUTPUT_SIZE / height)
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))]
}

/** The centre of `region` with the aspect ratio `aspect`. */
function coverRegion(region: ViewBox, aspect: number): ViewBox {
  const width = Math.min(region.width, region.height * aspect)
  const height = width / aspect
  const x = region.x + (region.width - width) / 2
  const y = region.y + (region.height - height) / 2
  return { x, y, width, height }
}

/** Sanity's sizing for `w`, `h` and `fit=crop` over the region `rect`. */
export function sampleImageGeometry(options: RenderSampleImageOptions): SampleImageGeometry {
  const region = clampRect(options.rect, options.width, options.height)
  const aspect = region.width / region.height
  const { outWidth: w, outHeight: h } = options
  if (w !== undefined && h !== undefined) {
    const [outWidth, outHeight] = capSize(w, h)
    return { view: coverRegion(region, outWidth / outHeight), outWidth, outHeight }
  }
  const [outWidth, outHeight] =
    w !== undefined
      ? capSize(w, w / aspect)
      : h !== undefined
        ? capSize(h * aspect, h)
        : capSize(region.width, region.height)
  return { view: region, outWidth, outHeight }
}

async function rasterise(svg: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The smooth backdrop is drawn at a quarter size (at least 48 px) and scaled up. */
function smallSize(size: number): number {
  return Math.min(size, Math.max(48, Math.ceil(size / 4)))
}

/**
 * Flattens the layers into RGB pixels: the backdrop scaled up bilinearly, the foreground
 * laid over it, the vignette darkening the corners. Plain loops: cheaper here than asking
 * libvips to upscale and composite full-size buffers.
 */
function flatten(
  backdrop: { data: Buffer; width: number; height: number } | undefined,
  foreground: { data: Buffer; width: number; height: number },
  vignette: number,
): Buffer {
  const { width, height } = foreground
  const fg = new Uint8Array(
    foreground.data.buffer,
    foreground.data.byteOffset,
    foreground.data.length,
  )
  const out = Buffer.alloc(width * height * 3)
  // Vignette: distance from the centre (1 at the corners), darkening smoothly past half-way.
  const columnDistance = new Float32Array(width)
  for (let x = 0; x < width; x++) columnDistance[x] = 2 * ((x + 0.5) / width - 0.5) ** 2
  // Backdrop columns: where each output column samples, and how much of the next one.
  const bw = backdrop?.width ?? 1
  const left = new Int32Array(width)
  const weight = new Float32Array(width)
  for (let x = 0; x < width; x++) {
    const position = Math.max(0, ((x + 0.5) * bw) / width - 0.5)
    left[x] = Math.min(bw - 1, Math.floor(position)) * 3
    weight[x] = Math.min(1, position - Math.floor(position))
  }
  // One backdrop row, interpolated vertically, RGB, with a repeated last pixel.
  const row = new Float32Array((bw + 1) * 3)
  const bd = backdrop
    ? new Uint8Array(backdrop.data.buffer, backdrop.data.byteOffset, backdrop.data.length)
    : undefined
  for (let y = 0; y < height; y++) {
    if (backdrop && bd) {
      const position = Math.max(0, ((y + 0.5) * backdrop.height) / height - 0.5)
      const y0 = Math.min(backdrop.height - 1, Math.floor(position))
      const y1 = Math.min(backdrop.height - 1, y0 + 1)
      const f = position - y0
      for (let x = 0; x <= bw; x++) {
        const source = Math.min(x, bw - 1) * 4
        const a = y0 * bw * 4 + source
        const b = y1 * bw * 4 + source
        for (let c = 0; c < 3; c++) row[x * 3 + c] = bd[a + c]! * (1 - f) + bd[b + c]! * f
      }
    }
    const rowDistance = 2 * ((y + 0.5) / height - 0.5) ** 2
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const o = (y * width + x) * 3
      const d = columnDistance[x]! + rowDistance
      let shade = 1
      if (d > 0.25) {
        const t = Math.min(1, (Math.sqrt(d) - 0.5) * 2)
        shade = 1 - vignette * t * t * (3 - 2 * t)
      }
      const alpha = fg[i + 3]! / 255
      if (alpha === 1 || !backdrop) {
        out[o] = fg[i]! * shade
        out[o + 1] = fg[i + 1]! * shade
        out[o + 2] = fg[i + 2]! * shade
        continue
      }
      const l = left[x]!
      const w = weight[x]!
      const keep = 1 - alpha
      for (let c = 0; c < 3; c++) {
        const under = row[l + c]! * (1 - w) + row[l + 3 + c]! * w
        out[o + c] = (fg[i + c]! * alpha + under * keep) * shade
      }
    }
  }
  return out
}

/** The scene drawn at the geometry's drawing size, as raw RGB pixels. */
async function drawSampleImage(
  options: RenderSampleImageOptions,
  geometry: SampleImageGeometry,
): Promise<Buffer> {
  const { outWidth: width, outHeight: height, view } = geometry
  const layers = sceneLayers(options)
  const [backdrop, foreground] = await Promise.all([
    layers.backdrop
      ? rasterise(layers.backdrop(view, smallSize(width), smallSize(height)))
      : undefined,
    rasterise(layers.foreground(view, width, height)),
  ])
  return flatten(backdrop, foreground, layers.vignette)
}

/**
 * One asset's region at several sizes of one shape (the widths of a srcset, at any quality or
 * format): drawn once, at the largest size, and scaled down for the others. What the build does
 * for thousands of images, in a third less time than drawing each size.
 */
export async function renderSampleImages(
  family: readonly RenderSampleImageOptions[],
): Promise<Buffer[]> {
  const sized = family.map((options) => ({ options, geometry: sampleImageGeometry(options) }))
  const area = ({ geometry }: (typeof sized)[number]) => geometry.outWidth * geometry.outHeight
  const [first] = sized
  if (!first) return []
  const largest = sized.reduce((a, b) => (area(b) > area(a) ? b : a), first)
  const { outWidth: width, outHeight: height } = largest.geometry
  const pixels = await drawSampleImage(largest.options, largest.geometry)
  const images: Buffer[] = []
  // One after another: a worker draws on one core, and holds one scaled copy at a time.
  for (const { options, geometry } of sized) {
    let image = sharp(pixels, { raw: { width, height, channels: 3 } })
    if (geometry.outWidth !== width || geometry.outHeight !== height) {
      // Mitchell's filter: as sharp as drawing that size, and no heavier to download (Lanczos,
      // sharper, made the build's images 2% heavier).
      image = image.resize(geometry.outWidth, geometry.outHeight, {
        fit: 'cover',
        kernel: 'mitchell',
      })
    }
    images.push(await encode(image, options))
  }
  return images
}

/**
 * What sets one family of drawings apart (renderSampleImages): the asset, its region and the
 * shape it is cut to; not the size, quality or format.
 */
export function sampleImageFamilyKey(options: RenderSampleImageOptions): string {
  const { assetId, width, height, rect, outWidth, outHeight } = options
  const shape =
    outWidth !== undefined && outHeight !== undefined
      ? (outWidth / outHeight).toFixed(2)
      : outWidth !== undefined
        ? 'width'
        : outHeight !== undefined
          ? 'height'
          : 'whole'
  return JSON.stringify({ assetId, width, height, rect, shape })
}

function encode(image: Sharp, options: RenderSampleImageOptions): Promise<Buffer> {
  const quality = Math.min(100, Math.max(1, Math.round(options.quality ?? DEFAULT_QUALITY)))
  return options.format === 'webp'
    ? image.webp({ quality, effort: 2 }).toBuffer()
    : image.jpeg({ quality }).toBuffer()
}

export async function renderSampleImage(options: RenderSampleImageOptions): Promise<Buffer> {
  const [image] = await renderSampleImages([options])
  if (!image) throw new Error('No image was drawn.')
  return image
}
