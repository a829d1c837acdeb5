// `npm run build` runs this after `next build` (postbuild): with the embedded dataset, it draws
// every sample image the prerendered pages show (in both variants) into
// `<distDir>/cache/sample-images`, where the image route
// looks first (see sanity/sample/prerender-images.ts). That folder survives rebuilds, so a
// rebuild draws only images it has not drawn before. With hosted Sanity it does nothing: Sanity's
// CDN serves the images.
import { readdir, readFile, stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { distDir, env } from '@/lib/settings'
import { localSource } from '@/sanity/local/local-source'
import { feedImages } from '@/lib/feeds'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import {
  FEATURED_STORY_LIMIT,
  FEED_STORY_LIMIT,
  featuredStoriesQuery,
  feedStoriesQuery,
  feedTranslationsQuery,
  sampleImageAssetQuery,
  shownPhotosQuery,
} from '@/sanity/queries'
import { createDiskCache } from '@/sanity/sample/image-disk-cache'
import { DISK_CACHE_BYTES, sampleImageCacheDir } from '@/sanity/sample/image-response'
import {
  paths,
  prerenderImages,
  prerenderTargets,
  shownAssetIds,
  shownFiles,
} from '@/sanity/sample/prerender-images'

const MB = 1_000_000

async function folderBytes(folder: string): Promise<{ files: number; bytes: number }> {
  const names = await readdir(folder).catch(() => [])
  const sizes = await Promise.all(names.map((name) => stat(path.join(folder, name))))
  return { files: sizes.length, bytes: sizes.reduce((sum, info) => sum + info.size, 0) }
}

/** The HTML files `next build` prerendered (under `<distDir>/server/app`). */
async function builtPages(folder: string): Promise<string[]> {
  const app = path.join(folder, 'server', 'app')
  const entries = await readdir(app, { recursive: true }).catch(() => [])
  return entries.filter((name) => name.endsWith('.html')).map((name) => path.join(app, name))
}

/** The image assets the prerendered pages name. */
async function assetsOfPages(files: readonly string[]): Promise<Set<string>> {
  const assets = new Set<string>()
  for (const file of files) {
    for (const id of shownAssetIds(await readFile(file, 'utf8'))) assets.add(id)
  }
  return assets
}

/**
 * The files each language's feeds name as enclosures (their stories' covers, with their length):
 * the newest stories and their translations, whatever the build prerendered.
 */
async function feedFiles(): Promise<string[]> {
  const stories = await localSource.fetch(feedStoriesQuery, {
    limit: FEED_STORY_LIMIT,
    locale: DEFAULT_LOCALE,
  })
  const ids = stories.map((story) => story._id)
  const translated = await Promise.all(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
      localSource.fetch(feedTranslationsQuery, { ids, language: locale, locale }),
    ),
  )
  const versions = translated.flat().flatMap(({ story }) => (story ? [story] : []))
  return paths(feedImages([...stories, ...versions]))
}

async function main() {
  if (env.contentSource !== 'local') {
    console.log('Sample images: none to draw (CONTENT_SOURCE=sanity: Sanity’s CDN serves images).')
    return
  }
  const started = performance.now()
  const folder = distDir()
  const pages = await builtPages(folder)
  if (pages.length === 0) {
    console.error(`Sample images: no prerendered pages under ${folder}: run \`next build\` first.`)
    process.exitCode = 1
    return
  }
  const [shown, featured, assets, feeds] = await Promise.all([
    localSource.fetch(shownPhotosQuery, {}),
    localSource.fetch(featuredStoriesQuery, { limit: FEATURED_STORY_LIMIT }),
    assetsOfPages(pages),
    feedFiles(),
  ])
  const { targets, refused } = prerenderTargets([...shownFiles(shown, featured, assets), ...feeds])
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
    `Sample images: ${targets.length} files of the ${assets.size} photographs ${pages.length} ` +
      `prerendered pages show; ${result.drawn} drawn ` +
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
