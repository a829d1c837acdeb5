// `npm run test:images`: on the build `npm test` made (`npm run build`, whose postbuild step draws
// every sample image the pages show), a fresh server answers each image a reader's browser asks
// for from those drawings, drawing none itself. How fast: `npm run bench:images`.
import { SHARE_IMAGE_FORMAT } from '@/sanity/image-url'
import { startSite, type RunningSite } from '@/tests/support/running-site'
import { referencedImages, requestImage, type ImageAnswer } from '@/tests/support/site-images'
import { freePort } from '@/tests/support/next-server'

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

describe('sample images after `npm run build`', () => {
  // Data saver mode's pages are rendered on their first request, after the build; the build
  // draws their photographs all the same (photoFiles with `saver`: sanity/photo-urls.ts).
  it.each([
    ['the site', {}, '/'],
    ['data saver mode', { 'save-data': 'on' }, '/lite'],
  ])(
    'answers every image %s shows from the drawings the build made',
    async (_, headers, start) => {
      const { pages, images } = await referencedImages(site.url, { headers, start })
      expect(pages.length).toBeGreaterThan(50)
      expect(images.length).toBeGreaterThan(500)

      const answers = await requestAll(images)
      const wrong = answers
        .filter((a) => a.status !== 200 || a.origin !== 'disk' || a.contentType !== typeOf(a.path))
        .map((a) => `${a.status} ${a.origin} ${a.contentType} ${a.path}`)
      expect(wrong.slice(0, 10), `${wrong.length} of ${answers.length} not from disk`).toEqual([])
      expect(site.errors()).toBe('')
    },
    600_000,
  )
})
