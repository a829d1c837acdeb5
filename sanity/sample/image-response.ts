// Answers the sample image URLs the way Sanity's image CDN answers its own, within bounds a
// stranger cannot stretch: only the site's own sizes (image-request.ts), only drawings of assets
// the dataset has, each drawn once and kept on disk (where `npm run build` already put every image
// the pages show: sanity/scripts/prerender-images.ts), off the request thread, a few at a time.
import path from 'node:path'

import { distDir } from '@/lib/settings'
import { sampleImageAssetQuery } from '@/sanity/queries'
import { localSource } from '@/sanity/local/local-source'
import { createDiskCache, type DiskCache } from '@/sanity/sample/image-disk-cache'
import { parseSampleImageRequest } from '@/sanity/sample/image-request'
import { CONTENT_TYPES } from '@/sanity/sample/image-formats'
import type { RenderSampleImageOptions } from '@/sanity/sample/render-image'
import { BusyError } from '@/sanity/sample/render-limit'
import { renderOnWorker } from '@/sanity/sample/render-thread'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Seconds a refused request is told to wait: about one large drawing. */
export const RETRY_AFTER_SECONDS = 5
export const DISK_CACHE_BYTES = 512 * 1024 * 1024
/** Where an answer came from: `disk` (drawn by the build or an earlier request) or `drawn` now. */
export const ORIGIN_HEADER = 'X-Sample-Image'
export type SampleImageOrigin = 'disk' | 'drawn'

/** The folder drawn images are kept in: under the build's distDir, which `next build` keeps. */
export function sampleImageCacheDir(folder = distDir()): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), folder, 'cache', 'sample-images')
}

/** One key per drawing: the request as read, so URLs that differ only in order share it. */
export const sampleImageKey = (options: RenderSampleImageOptions) => JSON.stringify(options)

export type SampleImageDeps = {
  assetExists(documentId: string): Promise<boolean>
  render(options: RenderSampleImageOptions): Promise<Buffer>
  cache: DiskCache
}

function textResponse(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

// Requests for the same image while it is being drawn wait for that one drawing.
const drawing = new Map<string, Promise<Buffer>>()

async function drawOnce(
  key: string,
  options: RenderSampleImageOptions,
  deps: SampleImageDeps,
): Promise<{ image: Buffer; origin: SampleImageOrigin }> {
  const cached = await deps.cache.get(key)
  if (cached) return { image: cached, origin: 'disk' }
  let image = drawing.get(key)
  if (!image) {
    image = deps.render(options).then(async (buffer) => {
      await deps.cache.set(key, buffer).catch((error: unknown) => {
        console.error('Could not keep a sample image on disk:', error)
      })
      return buffer
    })
    drawing.set(key, image)
    void image.finally(() => drawing.delete(key)).catch(() => undefined)
  }
  return { image: await image, origin: 'drawn' }
}

export async function sampleImageResponse(
  params: { projectId: string; dataset: string; file: string },
  query: URLSearchParams,
  deps: SampleImageDeps = defaultDeps(),
): Promise<Response> {
  const request = parseSampleImageRequest(params, query)
  if (!request.ok) return textResponse(request.status, request.message)
  const { options } = request
  const key = sampleImageKey(options)
  const answer = (image: Buffer, origin: SampleImageOrigin) =>
    new Response(new Uint8Array(image), {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[options.format],
        'Content-Length': String(image.length),
        'Cache-Control': IMMUTABLE,
        [ORIGIN_HEADER]: origin,
      },
    })
  // A drawing on disk is of an asset the dataset had: a file read, with no query and no sharp.
  const kept = await deps.cache.get(key)
  if (kept) return answer(kept, 'disk')
  if (!(await deps.assetExists(request.assetDocumentId))) {
    return textResponse(404, 'No such image in the sample dataset.')
  }
  try {
    const { image, origin } = await drawOnce(key, options, deps)
    return answer(image, origin)
  } catch (error) {
    if (error instanceof BusyError) {
      return textResponse(503, error.message, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
    }
    console.error('Sample image render failed', error)
    return textResponse(500, 'The sample image could not be drawn.')
  }
}

let deps: SampleImageDeps | undefined

function defaultDeps(): SampleImageDeps {
  deps ??= {
    assetExists: (id) => localSource.fetch(sampleImageAssetQuery, { id }),
    render: renderOnWorker,
    cache: createDiskCache({ dir: sampleImageCacheDir(), maxBytes: DISK_CACHE_BYTES }),
  }
  return deps
}
