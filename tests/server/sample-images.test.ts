// `npm run test:images`: on the build `npm test` made (`npm run build`, whose postbuild step draws
// the sample images its prerendered pages show), a fresh server answers each image those pages
// name, and their data saver twins, from those drawings, drawing none itself; an older story's
// photographs (a page the build did not make) are drawn on their first request and kept.
// How fast: `npm run bench:images`.
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import { publicHrefOf } from '@/lib/list-pages'
import { publicPath, splitVariantPath, variantOf } from '@/lib/page-variant'
import { SHARE_IMAGE_FORMAT } from '@/sanity/image-url'
import { fileName } from '@/sanity/sample/image-disk-cache'
import { prerenderTargets } from '@/sanity/sample/prerender-images'
import { startSite, type RunningSite } from '@/tests/support/running-site'
import { imagesOfPage, requestImage, type ImageAnswer } from '@/tests/support/site-images'
import { freePort } from '@/tests/support/next-server'
import { publishedStories } from '@/tests/support/dataset'
import { nonEmpty } from '@/tests/support/non-empty'

const CONCURRENCY = 4

/** A page's photographs come as WebP (`auto=format`); its share image (a portrait's) as a JPEG. */
const typeOf = (path: string) =>
  new URL(path, 'http://x').searchParams.get('fm') === SHARE_IMAGE_FORMAT.fm
    ? SHARE_IMAGE_FORMAT.type
    : 'image/webp'

let site: RunningSite

beforeAll(async () => {
  site = await startSite('images', await freePort())
})
afterAll(async () => {
  await site?.stop()
})

// Placeholders (`_nobody`), and pages only the proxy reaches (a filter's list, the 404 page).
const NOT_READERS_PAGES = /\/_[\w-]+(?:\/|$)|^\/(?:browse|missing)(?:\/|$)/

/**
 * The public paths of the pages the build prerendered (the full variant: data saver's render on
 * their first request).
 */
function prerenderedPages(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(site.distDir, 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, unknown> }
  return Object.keys(manifest.routes).flatMap((route) => {
    const { locale, mode, pathname } = splitVariantPath(route)
    if (!locale || mode !== 'full' || NOT_READERS_PAGES.test(pathname)) return []
    // A list page's own route (`/latest/1`) as a reader asks for it (`/latest`).
    return [publicPath({ locale, mode }, publicHrefOf(pathname))]
  })
}

const liteTwin = (page: string) =>
  publicPath({ ...variantOf(page), mode: 'lite' }, splitVariantPath(page).pathname)

async function imagesOf(pages: readonly string[]): Promise<string[]> {
  const images = new Set<string>()
  for (const page of nonEmpty(pages)) {
    const response = await fetch(`${site.url}${page}`)
    const html = await response.text()
    expect(response.status, page).toBe(200)
    for (const image of imagesOfPage(html)) images.add(image)
  }
  return [...images]
}

async function requestAll(paths: readonly string[]): Promise<ImageAnswer[]> {
  const answers: ImageAnswer[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
        answers.push(await requestImage(site.url, path))
      }
    }),
  )
  return answers
}

const wrongOf = (answers: ImageAnswer[], origin: string) =>
  answers
    .filter((a) => a.status !== 200 || a.origin !== origin || a.contentType !== typeOf(a.path))
    .map((a) => `${a.status} ${a.origin} ${a.contentType} ${a.path}`)

describe('sample images after `npm run build`', () => {
  // Data saver's pages name fewer files: one step per width, no hero slides.
  it.each([
    ['the prerendered pages', (page: string) => page, 400],
    ['their data saver twins', liteTwin, 200],
  ])(
    'answers every image %s show from the drawings the build made',
    async (_, pageOf, least) => {
      const pages = prerenderedPages().map(pageOf)
      expect(pages.length).toBeGreaterThan(50)
      const images = await imagesOf(pages)
      expect(images.length).toBeGreaterThan(least)

      const answers = await requestAll(images)
      const wrong = wrongOf(answers, 'disk')
      expect(wrong.slice(0, 10), `${wrong.length} of ${answers.length} not from disk`).toEqual([])
      expect(site.errors()).toBe('')
    },
    600_000,
  )

  it("answers each language's feed enclosures from the drawings the build made", async () => {
    const enclosures: string[] = []
    for (const locale of LOCALES) {
      const feed = await fetch(
        `${site.url}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/feed.xml`,
      )
      expect(feed.status, locale).toBe(200)
      const xml = await feed.text()
      const items = xml.match(/<item>/g)?.length ?? 0
      const urls = [...xml.matchAll(/<enclosure [^>]*url="([^"]+)"/g)].map(([, url = '']) => url)
      // Every story in the feed has its cover as an enclosure, with its length.
      expect(urls.length, locale).toBe(items)
      for (const url of urls) {
        const { pathname, search } = new URL(url.replaceAll('&amp;', '&'))
        enclosures.push(pathname + search)
      }
    }
    expect(enclosures.length).toBeGreaterThan(20)
    const answers = await requestAll([...new Set(enclosures)])
    const wrong = answers
      .filter((a) => a.status !== 200 || a.origin !== 'disk')
      .map((a) => `${a.status} ${a.origin} ${a.path}`)
    expect(wrong).toEqual([])
  })

  it("draws an older story's photographs on their first request, and keeps them", async () => {
    const built = new Set(prerenderedPages())
    const oldest = publishedStories().findLast(
      (story) => !built.has(`/stories/${story.slug.current}`),
    )
    if (!oldest) throw new Error('Every story is prerendered: build with PRERENDER_STORIES=10.')
    const shown = new Set(await imagesOf([...built].filter((page) => !page.includes('/lite'))))
    // Its own photographs (a few, each of another shape), not named by any prerendered page.
    const own = (await imagesOf([`/stories/${oldest.slug.current}`]))
      .filter((image) => !shown.has(image))
      .slice(0, 6)
    expect(own.length).toBeGreaterThan(0)
    // Gone from this server's disk, whatever an earlier build of this machine drew.
    for (const { key } of prerenderTargets(own).targets) {
      rmSync(path.join(site.distDir, 'cache', 'sample-images', fileName(key)), { force: true })
    }

    expect(wrongOf(await requestAll(own), 'drawn')).toEqual([])
    expect(wrongOf(await requestAll(own), 'disk')).toEqual([])
    expect(site.errors()).toBe('')
  }, 120_000)
})
