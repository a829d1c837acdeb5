// Answers the sample image URLs the way Sanity's image CDN answers its own:
// `/sample-images/images/<projectId>/<dataset>/<assetId>-<w>x<h>.<ext>?rect=..&w=..&h=..&fm=..`
// The route handler (app/sample-images/...) only passes the request through to this.
import { LOCAL_PROJECT_ID } from '../env'
import {
  CONTENT_TYPES,
  DEFAULT_QUALITY,
  IMAGE_FITS,
  IMAGE_FORMATS,
  renderSampleImage,
  sampleImageGeometry,
  type ImageFit,
  type ImageFormat,
  type RenderSampleImageOptions,
} from './render-image'

/** Largest source image the file name may claim, per edge. */
export const MAX_SOURCE_SIZE = 10_000
/** Requested sizes beyond this are nonsense rather than merely large: refused, not capped. */
export const MAX_REQUEST_SIZE = 100_000

const FILE_PATTERN = /^([0-9a-f]{40})-(\d{1,6})x(\d{1,6})\.(jpg|jpeg|png|webp)$/
const SOURCE_FORMATS: Record<string, ImageFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
}

export type SampleImageRequest =
  | { ok: true; options: RenderSampleImageOptions; varyOnAccept: boolean }
  | { ok: false; status: 400 | 404; message: string }

function isFormat(value: string): value is ImageFormat {
  return IMAGE_FORMATS.some((format) => format === value)
}

function isFit(value: string): value is ImageFit {
  return IMAGE_FITS.some((fit) => fit === value)
}

function positiveSize(name: string, value: string | null): number | string | undefined {
  if (value === null) return undefined
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0)
    return `${name} must be a positive number, got "${value}"`
  if (number > MAX_REQUEST_SIZE) return `${name}=${value} is too large`
  return Math.max(1, Math.round(number))
}

/** Reads the path segments and query of a sample image URL, validating every part. */
export function parseSampleImageRequest(
  params: { projectId: string; dataset: string; file: string },
  query: URLSearchParams,
  accept: string | null = null,
): SampleImageRequest {
  const bad = (message: string): SampleImageRequest => ({ ok: false, status: 400, message })
  if (params.projectId !== LOCAL_PROJECT_ID) {
    return { ok: false, status: 404, message: `Unknown project "${params.projectId}".` }
  }
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(params.dataset)) {
    return { ok: false, status: 404, message: `Unknown dataset "${params.dataset}".` }
  }
  const match = FILE_PATTERN.exec(params.file)
  if (!match) {
    return {
      ok: false,
      status: 404,
      message: `No image "${params.file}": expected <40 hex digit asset id>-<width>x<height>.<jpg|png|webp>.`,
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
      return bad(`rect must be four whole numbers x,y,width,height, got "${rectText}".`)
    }
    if (x >= width || y >= height)
      return bad(`rect "${rectText}" lies outside the ${width}x${height} image.`)
    rect = { x, y, width: Math.min(w, width - x), height: Math.min(h, height - y) }
  }

  const outWidth = positiveSize('w', query.get('w'))
  const outHeight = positiveSize('h', query.get('h'))
  if (typeof outWidth === 'string') return bad(`${outWidth}.`)
  if (typeof outHeight === 'string') return bad(`${outHeight}.`)

  const dprText = query.get('dpr')
  const dpr = dprText === null ? 1 : Number(dprText)
  if (!Number.isFinite(dpr) || dpr < 1 || dpr > 3)
    return bad(`dpr must be between 1 and 3, got "${dprText}".`)

  const qualityText = query.get('q')
  const quality = qualityText === null ? DEFAULT_QUALITY : Number(qualityText)
  if (!Number.isInteger(quality) || quality < 0 || quality > 100) {
    return bad(`q must be a whole number from 0 to 100, got "${qualityText}".`)
  }

  const fitText = query.get('fit') ?? 'clip'
  if (!isFit(fitText)) return bad(`fit must be one of ${IMAGE_FITS.join(', ')}, got "${fitText}".`)

  // fm wins; auto=format picks webp for browsers that take it; otherwise the file's own format.
  let format: ImageFormat = SOURCE_FORMATS[extension] ?? 'jpg'
  const fm = query.get('fm')
  const auto = query.get('auto') === 'format'
  if (fm !== null) {
    const normalised = fm === 'pjpg' || fm === 'jpeg' ? 'jpg' : fm
    if (!isFormat(normalised))
      return bad(`fm must be one of ${IMAGE_FORMATS.join(', ')}, got "${fm}".`)
    format = normalised
  } else if (auto && accept?.includes('image/webp')) {
    format = 'webp'
  }

  const focalPoint = focalPointFrom(query)
  const background = query.get('bg')

  return {
    ok: true,
    varyOnAccept: fm === null && auto,
    options: {
      assetId,
      width,
      height,
      rect,
      outWidth: outWidth === undefined ? undefined : Math.round(outWidth * dpr),
      outHeight: outHeight === undefined ? undefined : Math.round(outHeight * dpr),
      format,
      quality: Math.max(1, quality),
      fit: fitText,
      focalPoint,
      background: background && /^[0-9a-f]{6}$/i.test(background) ? `#${background}` : undefined,
    },
  }
}

/** Sanity's `crop=top,left…` and `crop=focalpoint&fp-x=&fp-y=`, as a focal point. */
function focalPointFrom(query: URLSearchParams): { x: number; y: number } | undefined {
  const crop = query.get('crop')
  if (!crop) return undefined
  if (crop === 'focalpoint') {
    const x = Number(query.get('fp-x') ?? 0.5)
    const y = Number(query.get('fp-y') ?? 0.5)
    const clamp = (value: number) =>
      Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5
    return { x: clamp(x), y: clamp(y) }
  }
  const sides = new Set(crop.split(','))
  return {
    x: sides.has('left') ? 0 : sides.has('right') ? 1 : 0.5,
    y: sides.has('top') ? 0 : sides.has('bottom') ? 1 : 0.5,
  }
}

// A small LRU of rendered images (by request), so a page's images render once per process.
const CACHE_ENTRIES = 300
const CACHE_BYTES = 96 * 1024 * 1024
const cache = new Map<string, Promise<Buffer>>()
const sizes = new Map<string, number>()
let cachedBytes = 0

function evict(): void {
  for (const oldest of cache.keys()) {
    if (cache.size <= CACHE_ENTRIES && cachedBytes <= CACHE_BYTES) return
    cache.delete(oldest)
    cachedBytes -= sizes.get(oldest) ?? 0
    sizes.delete(oldest)
  }
}

/** Renders through the LRU; concurrent requests for the same image share one render. */
export function renderCached(options: RenderSampleImageOptions): Promise<Buffer> {
  const geometry = sampleImageGeometry(options)
  const cacheKey = JSON.stringify([
    options.assetId,
    options.width,
    options.height,
    geometry,
    options.format,
    options.quality,
    options.background,
  ])
  const hit = cache.get(cacheKey)
  if (hit) {
    cache.delete(cacheKey)
    cache.set(cacheKey, hit)
    return hit
  }
  const rendering = renderSampleImage(options)
  cache.set(cacheKey, rendering)
  rendering.then(
    (buffer) => {
      if (cache.get(cacheKey) !== rendering) return
      sizes.set(cacheKey, buffer.length)
      cachedBytes += buffer.length
      evict()
    },
    () => cache.delete(cacheKey),
  )
  evict()
  return rendering
}

function textResponse(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export async function sampleImageResponse(
  params: { projectId: string; dataset: string; file: string },
  query: URLSearchParams,
  accept: string | null,
): Promise<Response> {
  const request = parseSampleImageRequest(params, query, accept)
  if (!request.ok) return textResponse(request.status, request.message)
  try {
    const image = await renderCached(request.options)
    const headers = new Headers({
      'Content-Type': CONTENT_TYPES[request.options.format],
      'Content-Length': String(image.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    if (request.varyOnAccept) headers.set('Vary', 'Accept')
    return new Response(new Uint8Array(image), { status: 200, headers })
  } catch (error) {
    console.error('Sample image render failed', error)
    return textResponse(500, 'The sample image could not be drawn.')
  }
}
