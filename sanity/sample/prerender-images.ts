// Draws, right after `next build` on the embedded dataset, every sample image the built pages
// show, into the image route's own disk cache (same folder, same keys: image-response.ts), so no
// reader waits for a first drawing. The pages are read as built (`<distDir>/server/app`): every
// URL in their HTML (img src and srcset, <picture> sources, og:image) and RSC payloads, plus the
// hero slides the browser draws later from the payload alone.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { HERO_IMAGE } from '@/lib/hero-size'
import { HERO_CROPS, SAVER_IMAGE_QUALITY, SAVER_IMAGE_WIDTHS } from '@/lib/image-sizes'
import sanityImageLoader from '@/sanity/image-loader'

import { parseSampleImageRequest } from '@/sanity/sample/image-request'
import { sampleImageKey } from '@/sanity/sample/image-response'
import type { DiskCache } from '@/sanity/sample/image-disk-cache'
import {
  sampleImageFamilyKey,
  sampleImageGeometry,
  type RenderSampleImageOptions,
} from '@/sanity/sample/render-image'
import type { RenderJob, RenderResult } from '@/sanity/sample/render-worker'

const IMAGE_URL = /\/sample-images\/images\/[^\s"'<>\\]+/g
/** An HTML attribute and its value (inline scripts escape their quotes, so they never match). */
const HTML_ATTRIBUTE = /\s[a-zA-Z:-]+="([^"]*)"/g
const IMG_TAG = /<img\s[^>]*>/g
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&')
/** A hero slide's photograph in an RSC payload: HeroSlideImage's `src` and `crops`. */
const HERO_SLIDE_IMAGE = /"src":"([^"]+)","crops":\[([^\]]*)\]/g

/**
 * The sample image URLs (path and query) in a page's HTML attributes. Not in its inline
 * scripts: they carry the RSC payload in chunks, which may cut a URL in two.
 */
export function imageUrlsInHtml(html: string): string[] {
  return [...html.matchAll(HTML_ATTRIBUTE)].flatMap(([, value = '']) =>
    [...value.replaceAll('&amp;', '&').matchAll(IMAGE_URL)].map(([url]) => url),
  )
}

/** The srcset the hero's <picture> (components/hero/hero-picture.tsx) gives a slide's image. */
export function heroSlideImageUrls(image: { src: string; crops: readonly string[] }): string[] {
  const srcSet = (src: string, widths: readonly number[]) =>
    widths.map((width) => sanityImageLoader({ src, width }))
  return [
    ...image.crops.flatMap((crop, index) => srcSet(crop, HERO_CROPS[index]?.widths ?? [])),
    image.src,
    ...srcSet(image.src, [HERO_IMAGE.width, HERO_IMAGE.width * 2]),
  ]
}

/**
 * The URLs data saver mode's variant of a page shows for the photographs its full variant shows.
 * Saver pages are rendered on first request, not built, but draw the same photographs at data
 * saver's widths and quality (components/images/saver-image.tsx): from an img's box (its width and
 * height) and any of its srcset URLs, the URL the saver variant's loader starts from.
 */
export function saverImageUrlsInHtml(html: string): string[] {
  return [...html.matchAll(IMG_TAG)].flatMap(([tag]) => {
    const width = attribute(tag, 'width')
    const height = attribute(tag, 'height')
    const [url] = [...(attribute(tag, 'srcset') ?? '').matchAll(IMAGE_URL)].map(([u]) => u)
    if (!width || !height || !url) return []
    // Written as the loader writes its params, in place (a URLSearchParams would escape commas).
    const src = url.replace(/([?&]w=)\d+/, `$1${width}`).replace(/([?&]h=)\d+/, `$1${height}`)
    return saverSteps(src)
  })
}

const saverSteps = (src: string) =>
  SAVER_IMAGE_WIDTHS.map((width) => sanityImageLoader({ src, width, quality: SAVER_IMAGE_QUALITY }))

/** A hero slide's image in data saver mode (hero-picture.tsx): each crop, and the 1x banner. */
export function saverHeroSlideImageUrls(image: {
  src: string
  crops: readonly string[]
}): string[] {
  return [
    ...image.crops.flatMap(saverSteps),
    sanityImageLoader({ src: image.src, width: HERO_IMAGE.width, quality: SAVER_IMAGE_QUALITY }),
  ]
}

/**
 * The sample image URLs in an RSC payload: those written in it (including sizes only a component
 * reads, which the route refuses and nobody asks), and the srcsets of its hero slides, which the
 * slider draws in the browser once a slide comes near.
 */
export function imageUrlsInRsc(payload: string): string[] {
  const written = [...payload.matchAll(IMAGE_URL)].map(([url]) => url)
  const heroes = [...payload.matchAll(HERO_SLIDE_IMAGE)].flatMap(([, src = '', crops = '']) => {
    const image = { src, crops: [...crops.matchAll(/"([^"]+)"/g)].map(([, url = '']) => url) }
    return [...heroSlideImageUrls(image), ...saverHeroSlideImageUrls(image)]
  })
  return [...written, ...heroes]
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

/** Every sample image URL the pages of a build show: from HTML, and from RSC payloads. */
export async function builtImageUrls(distDir: string): Promise<{
  pages: number
  html: Set<string>
  rsc: Set<string>
}> {
  const folder = path.join(distDir, 'server', 'app')
  const files = await readdir(folder, { recursive: true, encoding: 'utf8' })
  const html = new Set<string>()
  const rsc = new Set<string>()
  let pages = 0
  for (const name of files) {
    const isHtml = name.endsWith('.html')
    if (!isHtml && !name.endsWith('.rsc')) continue
    const text = await readFile(path.join(folder, name), 'utf8')
    if (isHtml) {
      pages++
      for (const url of imageUrlsInHtml(text)) html.add(url)
      // Not HTML the build wrote, but what the page's saver variant will: refused ones count.
      for (const url of saverImageUrlsInHtml(text)) html.add(url)
    } else {
      for (const url of imageUrlsInRsc(text)) rsc.add(url)
    }
  }
  return { pages, html, rsc }
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
