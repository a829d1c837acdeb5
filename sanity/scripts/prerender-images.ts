// `npm run build` runs this after `next build` (postbuild): with the embedded dataset, it draws
// every sample image the pages show into `<distDir>/cache/sample-images`, where the image route
// looks first (see sanity/sample/prerender-images.ts). That folder survives rebuilds, so a
// rebuild draws only images it has not drawn before. With hosted Sanity it does nothing: Sanity's
// CDN serves the images.
import { readdir, stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { distDir, env } from '@/lib/settings'
import { localSource } from '@/sanity/local/local-source'
import {
  FEATURED_STORY_LIMIT,
  featuredStoriesQuery,
  sampleImageAssetQuery,
  shownPhotosQuery,
} from '@/sanity/queries'
import { createDiskCache } from '@/sanity/sample/image-disk-cache'
import { DISK_CACHE_BYTES, sampleImageCacheDir } from '@/sanity/sample/image-response'
import { prerenderImages, prerenderTargets, shownFiles } from '@/sanity/sample/prerender-images'

const MB = 1_000_000

async function folderBytes(folder: string): Promise<{ files: number; bytes: number }> {
  const names = await readdir(folder).catch(() => [])
  const sizes = await Promise.all(names.map((name) => stat(path.join(folder, name))))
  return { files: sizes.length, bytes: sizes.reduce((sum, info) => sum + info.size, 0) }
}

async function main() {
  if (env.contentSource !== 'local') {
    console.log('Sample images: none to draw (CONTENT_SOURCE=sanity: Sanity’s CDN serves images).')
    return
  }
  const started = performance.now()
  const folder = distDir()
  const [shown, featured] = await Promise.all([
    localSource.fetch(shownPhotosQuery, {}),
    localSource.fetch(featuredStoriesQuery, { limit: FEATURED_STORY_LIMIT }),
  ])
  const { targets, refused } = prerenderTargets(shownFiles(shown, featured))
  // Every file a page may show is one a browser asks for: the route must take it.
  if (refused.length > 0) {
    console.error(
      `Sample images: ${refused.length} URL(s) the pages show would be refused by the route, e.g.\n  ` +
        refused.slice(0, 5).join('\n  '),
    )
    process.exitCode = 1
  }

  const dir = sampleImageCacheDir(folder)
  const threads = availableParallelism()
  const result = await prerenderImages(targets, {
    cache: createDiskCache({ dir, maxBytes: DISK_CACHE_BYTES }),
    threads,
    assetExists: (id) => localSource.fetch(sampleImageAssetQuery, { id }),
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const onDisk = await folderBytes(dir)
  console.log(
    `Sample images: ${targets.length} shown by the pages; ${result.drawn} drawn ` +
      `(${(result.bytes / MB).toFixed(1)} MB) on ${threads} threads in ${seconds} s, ` +
      `${result.onDisk} already on disk. ${path.relative(process.cwd(), dir)}: ` +
      `${onDisk.files} files, ${(onDisk.bytes / MB).toFixed(1)} MB.`,
  )
  if (onDisk.bytes > DISK_CACHE_BYTES * 0.75) {
    console.warn(
      `Sample images: the cache is past three quarters of its ${DISK_CACHE_BYTES / MB} MB: ` +
        'the server will evict the oldest, pre-drawn ones included.',
    )
  }
  if (result.failed.length > 0) {
    console.error(`Sample images: ${result.failed.length} failed:\n  ${result.failed.join('\n  ')}`)
    process.exitCode = 1
  }
}

await main()
