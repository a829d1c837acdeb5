// Draws a sample asset the way Sanity's image CDN would serve it: the scene of `assetId`
// (see scene.ts), cut to `rect`, sized by `fit`, encoded as `format`. Renders straight at
// the output size, so a 2704x1120 hero never rasterises the full source first.
import sharp from 'sharp'

import type { ImageFormat } from '@/sanity/sample/image-formats'
import { sceneLayers, type ViewBox } from '@/sanity/sample/scene'

export const IMAGE_FITS = ['crop', 'clip', 'max', 'min', 'fill', 'scale', 'fillmax'] as const
export type ImageFit = (typeof IMAGE_FITS)[number]

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
  /** Requested box (Sanity's `w` and `h`, already multiplied by `dpr`). Either may be left out. */
  outWidth?: number
  outHeight?: number
  format: ImageFormat
  quality?: number
  fit?: ImageFit
  /** Where fit=crop/min cuts from, as fractions of the region (Sanity's `fp-x`/`fp-y`). */
  focalPoint?: { x: number; y: number }
  /** Padding colour for fit=fill/fillmax, `#rrggbb`. */
  background?: string
}

export type SampleImageGeometry = {
  /** Region of the source that is drawn. */
  view: ViewBox
  /** Size the region is drawn at. */
  drawWidth: number
  drawHeight: number
  /** Final image size (larger than the drawing only for fit=fill/fillmax). */
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

/** The part of `region` with the aspect ratio `aspect`, placed around the focal point. */
function coverRegion(region: ViewBox, aspect: number, focal: { x: number; y: number }): ViewBox {
  let width = region.width
  let height = region.height
  if (width / height > aspect) width = height * aspect
  else height = width / aspect
  const x =
    region.x + Math.min(Math.max(0, focal.x * region.width - width / 2), region.width - width)
  const y =
    region.y + Math.min(Math.max(0, focal.y * region.height - height / 2), region.height - height)
  return { x, y, width, height }
}

/** Sanity's sizing rules for `w`, `h` and `fit`, over the region `rect`. */
export function sampleImageGeometry(options: RenderSampleImageOptions): SampleImageGeometry {
  const region = clampRect(options.rect, options.width, options.height)
  const aspect = region.width / region.height
  const focal = options.focalPoint ?? { x: 0.5, y: 0.5 }
  const fit = options.fit ?? 'clip'
  const { outWidth: w, outHeight: h } = options

  const whole = (width: number, height: number): SampleImageGeometry => {
    const [drawWidth, drawHeight] = capSize(width, height)
    return { view: region, drawWidth, drawHeight, outWidth: drawWidth, outHeight: drawHeight }
  }

  if (w === undefined && h === undefined) return whole(region.width, region.height)
  if (w === undefined || h === undefined) {
    return w === undefined ? whole((h ?? 1) * aspect, h ?? 1) : whole(w, w / aspect)
  }

  switch (fit) {
    case 'crop':
    case 'min': {
      // Fill the box exactly, cutting the overflow; `min` never goes past the source size.
      const shrink = fit === 'min' ? Math.min(1, region.width / w, region.height / h) : 1
      const [outWidth, outHeight] = capSize(w * shrink, h * shrink)
      const view = coverRegion(region, outWidth / outHeight, focal)
      return { view, drawWidth: outWidth, drawHeight: outHeight, outWidth, outHeight }
    }
    case 'scale': {
      const [outWidth, outHeight] = capSize(w, h)
      return { view: region, drawWidth: outWidth, drawHeight: outHeight, outWidth, outHeight }
    }
    case 'clip':
    case 'max':
    case 'fill':
    case 'fillmax': {
      const limit = fit === 'max' || fit === 'fillmax' ? 1 : Infinity
      const scale = Math.min(w / region.width, h / region.height, limit)
      const [drawWidth, drawHeight] = capSize(region.width * scale, region.height * scale)
      if (fit === 'clip' || fit === 'max') {
        return { view: region, drawWidth, drawHeight, outWidth: drawWidth, outHeight: drawHeight }
      }
      // fill pads to the box; fillmax pads too, but never upscales the drawing.
      const [boxWidth, boxHeight] = capSize(w, h)
      return {
        view: region,
        drawWidth: Math.min(drawWidth, boxWidth),
        drawHeight: Math.min(drawHeight, boxHeight),
        outWidth: boxWidth,
        outHeight: boxHeight,
      }
    }
  }
}

function hexColor(value: string | undefined): { r: number; g: number; b: number } {
  const match = /^#?([0-9a-f]{6})$/i.exec(value ?? '')
  const number = Number.parseInt(match?.[1] ?? 'ffffff', 16)
  return { r: (number >> 16) & 255, g: (number >> 8) & 255, b: number & 255 }
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
  const { drawWidth: width, drawHeight: height, view } = geometry
  const layers = sceneLayers(options)
  const tr = Date.now()
  const [backdrop, foreground] = await Promise.all([
    layers.backdrop
      ? rasterise(layers.backdrop(view, smallSize(width), smallSize(height)))
      : undefined,
    rasterise(layers.foreground(view, width, height)),
  ])
  if (process.env.PROF) console.log('raster', Date.now() - tr)
  const t0 = Date.now()
  const r = flatten(backdrop, foreground, layers.vignette)
  if (process.env.PROF) console.log('flatten', Date.now() - t0)
  return r
}

export async function renderSampleImage(options: RenderSampleImageOptions): Promise<Buffer> {
  const geometry = sampleImageGeometry(options)
  const pixels = await drawSampleImage(options, geometry)
  let image = sharp(pixels, {
    raw: { width: geometry.drawWidth, height: geometry.drawHeight, channels: 3 },
  })
  if (geometry.outWidth > geometry.drawWidth || geometry.outHeight > geometry.drawHeight) {
    const padX = geometry.outWidth - geometry.drawWidth
    const padY = geometry.outHeight - geometry.drawHeight
    image = image.extend({
      left: Math.floor(padX / 2),
      right: Math.ceil(padX / 2),
      top: Math.floor(padY / 2),
      bottom: Math.ceil(padY / 2),
      background: hexColor(options.background),
    })
  }
  const quality = Math.min(100, Math.max(1, Math.round(options.quality ?? DEFAULT_QUALITY)))
  switch (options.format) {
    case 'webp':
      return image.webp({ quality, effort: 2 }).toBuffer()
    case 'jpg':
      return image.jpeg({ quality }).toBuffer()
    case 'png':
      return image.png({ compressionLevel: 6 }).toBuffer()
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer()
  }
}
