// Draws, right after `next build` on the embedded dataset, every sample image the prerendered pages
// show, into the image route's own disk cache (same folder, same keys: image-response.ts), so no
// reader of those pages waits for a first drawing. Which photographs: those the built pages name
// (shownAssetIds), so the step costs the same at 5,000 stories as at 500; the rest are drawn on
// their first request. Which files of each: asked of the helpers the image components draw with
// (sanity/photo-urls.ts, components/hero/hero-files.ts), in each box a page shows it in
// (PHOTO_BOXES) and in both variants: data saver's pages are rendered on first request.
import { Worker } from 'node:worker_threads'

import { heroFiles } from '@/components/hero/hero-files'
import { PHOTO_BOXES, type PhotoBox } from '@/lib/image-sizes'
import { srcSetUrls } from '@/sanity/image-loader'
import { shareImageUrl } from '@/sanity/image-url'
import { heroSlideImage, photoFiles, photoFileUrl, type DrawnImage } from '@/sanity/photo-urls'
import type { FeaturedStoriesQueryResult, ShownPhotosQueryResult } from '@/sanity.types'

import { parseSampleImageRequest } from '@/sanity/sample/image-request'
import { sampleImageKey } from '@/sanity/sample/image-response'
import type { DiskCache } from '@/sanity/sample/image-disk-cache'
import {
  sampleImageFamilyKey,
  sampleImageGeometry,
  type RenderSampleImageOptions,
} from '@/sanity/sample/render-image'
import type { RenderJob, RenderResult } from '@/sanity/sample/render-worker'

/**
 * A photograph, the boxes it is shown in, and whether its page names its link-preview crop
 * (`share`) or its whole file, for image search's JSON-LD (`file`).
 */
type Shown = {
  image: DrawnImage | null
  boxes: readonly PhotoBox[]
  share?: boolean
  file?: boolean
}

/** Each photograph of the dataset with the boxes the pages show it in (PHOTO_BOXES' rows). */
function shownPhotos({ stories, team, people }: ShownPhotosQueryResult): Shown[] {
  const { storyPhoto, pairPhoto, storyCover, storyCard, latestCard, neighbour } = PHOTO_BOXES
  const { searchThumbnail, personPhoto, teamCard, personPortrait } = PHOTO_BOXES
  return [
    ...stories.flatMap((story): Shown[] => [
      { image: story.thumbnail, boxes: [storyCard, latestCard, neighbour] },
      {
        image: story.cover,
        boxes: [storyCover, searchThumbnail],
        share: true,
        file: true,
      },
      ...story.blocks.flatMap(({ layout, images }) =>
        images.map((image) => ({
          image,
          boxes: [layout === 'pair' ? pairPhoto : storyPhoto],
          file: true,
        })),
      ),
      ...story.credited.flatMap((photo) =>
        photo.credit ? [{ image: photo, boxes: [personPhoto] }] : [],
      ),
    ]),
    ...team.map(({ portrait }) => ({ image: portrait, boxes: [teamCard] })),
    ...people.map(({ portrait }) => ({
      image: portrait,
      boxes: [personPortrait],
      share: true,
    })),
  ]
}

// A sample image URL's file: `<assetId>-<w>x<h>.<ext>` (sanity/sample/image-request.ts).
const SAMPLE_FILE =
  /\/sample-images\/images\/[\w-]+\/[\w-]+\/([0-9a-f]{40})-(\d{1,5}x\d{1,5})\.(jpg|png|webp)/g

/** The image assets (their document ids) whose sample files a built page names. */
export function shownAssetIds(html: string): string[] {
  return [...html.matchAll(SAMPLE_FILE)].map(([, id, size, ext]) => `image-${id}-${size}-${ext}`)
}

/** Its paths, as the route reads them (the origin of an absolute URL dropped). */
export const paths = (urls: readonly string[]) =>
  urls.map((url) => url.replace(/^https?:\/\/[^/]+/, ''))

/**
 * Every file of the sample images the pages show, in both variants: each photograph in each of
 * its boxes at every width a layout may pick (photoFiles without `sizes`) and data saver's, the
 * link-preview crop and whole file its page names, and the hero's slides (`featured`: the home
 * page's). Only the photographs of `assets` (shownAssetIds of the prerendered pages) when given.
 * A story's photo pages are rendered on their first request, and so are their files: drawing
 * them all would multiply the build as prerendering those pages would.
 */
export function shownFiles(
  shown: ShownPhotosQueryResult,
  featured: FeaturedStoriesQueryResult,
  assets?: ReadonlySet<string>,
): string[] {
  const files = shownPhotos(shown).flatMap(({ image, boxes, share = false, file = false }) => {
    if (!image?.asset) return []
    if (assets && !assets.has(image.asset._id)) return []
    return [
      ...boxes.flatMap((box) =>
        [false, true].flatMap((saver) => {
          const { src, srcSet, dense } = photoFiles(image, box, { saver })
          return [src, ...srcSetUrls(srcSet), ...(dense ? srcSetUrls(dense.srcSet) : [])]
        }),
      ),
      ...(share ? [shareImageUrl(image)] : []),
      ...(file ? [photoFileUrl(image)].filter((url) => url !== null) : []),
    ]
  })
  const slides = featured.flatMap(({ thumbnail }) => {
    const slide = heroSlideImage(thumbnail)
    if (!slide) return []
    return [false, true].flatMap((saver) => {
      const { src, srcSet, sources } = heroFiles(slide, saver)
      return [src, ...[srcSet, ...sources.map((source) => source.srcSet)].flatMap(srcSetUrls)]
    })
  })
  return paths([...files, ...slides])
}

export type PrerenderTarget = {
  url: string
  key: string
  assetDocumentId: string
  options: RenderSampleImageOptions
}

/** The URLs as the route reads them, one per drawing; and those the route would refuse. */
export function prerenderTargets(urls: Iterable<string>): {
  targets: PrerenderTarget[]
  refused: string[]
} {
  const targets = new Map<string, PrerenderTarget>()
  const refused = new Set<string>()
  for (const url of urls) {
    const [pathname = '', query = ''] = url.split('?')
    const [projectId = '', dataset = '', file = ''] = pathname
      .replace(/^\/sample-images\/images\//, '')
      .split('/')
    const request = parseSampleImageRequest(
      { projectId, dataset, file },
      new URLSearchParams(query),
    )
    if (!request.ok) {
      refused.add(url)
      continue
    }
    const key = sampleImageKey(request.options)
    if (!targets.has(key)) {
      targets.set(key, {
        url,
        key,
        assetDocumentId: request.assetDocumentId,
        options: request.options,
      })
    }
  }
  return { targets: [...targets.values()], refused: [...refused] }
}

export type PrerenderResult = { drawn: number; onDisk: number; bytes: number; failed: string[] }

export type Renderer = {
  /** Draws one family of sizes (renderSampleImages), in its order. */
  render(family: RenderSampleImageOptions[]): Promise<Buffer[]>
  stop(): Promise<unknown>
}

/**
 * A worker thread of render-worker.ts, one drawing at a time. The build script runs under tsx,
 * whose TypeScript loader a worker does not inherit: the worker registers it before the import.
 */
function startWorker(): Renderer {
  const [tsx, workerFile] = [
    import.meta.resolve('tsx/esm/api'),
    import.meta.resolve('./render-worker.ts'),
  ]
  const code = `import(${JSON.stringify(tsx)})
    .then(({ register }) => { register(); return import(${JSON.stringify(workerFile)}) })`
  const worker = new Worker(code, { eval: true })
  let nextId = 0
  let pending: { id: number; resolve: (images: Buffer[]) => void; reject: (error: Error) => void }
  const fail = (error: Error) => pending?.reject(error)
  worker.on('message', (result: RenderResult) => {
    if (result.id !== pending?.id) return
    if ('error' in result) pending.reject(new Error(result.error))
    else pending.resolve(result.images.map((image) => Buffer.from(image)))
  })
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`The image worker stopped (exit code ${code}).`)))
  return {
    render(family: RenderSampleImageOptions[]): Promise<Buffer[]> {
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject }
        worker.postMessage({ id, family } satisfies RenderJob)
      })
    },
    stop: () => worker.terminate(),
  }
}

/**
 * The targets in families of one asset's region at one shape (sampleImageFamilyKey), the
 * costliest first, so no thread is left with a large one at the end.
 */
function families(targets: readonly PrerenderTarget[]): PrerenderTarget[][] {
  const byKey = new Map<string, PrerenderTarget[]>()
  for (const target of targets) {
    const key = sampleImageFamilyKey(target.options)
    const family = byKey.get(key)
    if (family) family.push(target)
    else byKey.set(key, [target])
  }
  // A family costs about one drawing of its largest size (renderSampleImages).
  const cost = (family: PrerenderTarget[]) =>
    Math.max(
      ...family.map(({ options }) => {
        const { outWidth, outHeight } = sampleImageGeometry(options)
        return outWidth * outHeight
      }),
    )
  return [...byKey.values()].sort((a, b) => cost(b) - cost(a))
}

/**
 * Draws each target not yet in `cache` on `threads` worker threads (one family of sizes each at a
 * time, drawn once: renderSampleImages), and keeps it there. `assetExists` guards, as the route
 * does, against a page naming an unknown asset.
 */
export async function prerenderImages(
  targets: readonly PrerenderTarget[],
  {
    cache,
    threads,
    assetExists,
    startRenderer = startWorker,
  }: {
    cache: DiskCache
    threads: number
    assetExists: (id: string) => Promise<boolean>
    /** Tests draw on their own thread. */
    startRenderer?: () => Renderer
  },
): Promise<PrerenderResult> {
  const result: PrerenderResult = { drawn: 0, onDisk: 0, bytes: 0, failed: [] }
  const queue = families(targets)
  let next = 0
  const renderers = Array.from({ length: Math.max(1, threads) }, () => startRenderer())
  try {
    await Promise.all(
      renderers.map(async (renderer) => {
        for (let family = queue[next++]; family; family = queue[next++]) {
          const missing: PrerenderTarget[] = []
          for (const target of family) {
            if (await cache.has(target.key)) result.onDisk++
            else missing.push(target)
          }
          const [first] = missing
          if (!first) continue
          try {
            if (!(await assetExists(first.assetDocumentId))) throw new Error('no such asset')
            const images = await renderer.render(missing.map(({ options }) => options))
            for (const [index, target] of missing.entries()) {
              const image = images[index]
              if (!image) throw new Error(`no image drawn for ${target.url}`)
              await cache.set(target.key, image)
              result.drawn++
              result.bytes += image.length
            }
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error)
            for (const target of missing) {
              if (!(await cache.has(target.key))) result.failed.push(`${target.url}: ${reason}`)
            }
          }
        }
      }),
    )
  } finally {
    await Promise.all(renderers.map((renderer) => renderer.stop()))
  }
  return result
}
