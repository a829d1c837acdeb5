import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'

import { HeroPicture } from '@/components/hero/hero-picture'
import { SanityImage } from '@/components/images/sanity-image'
import { heroCropUrl, heroImageUrl, urlForImage } from '@/sanity/image-url'
import { DEVICE_SIZES, HERO_CROPS, SAVER_IMAGE_WIDTHS } from '@/lib/image-sizes'
import { srcSetFor } from '@/sanity/image-loader'
import { createDiskCache } from '@/sanity/sample/image-disk-cache'
import { ORIGIN_HEADER, sampleImageResponse } from '@/sanity/sample/image-response'
import {
  heroSlideImageUrls,
  imageUrlsInHtml,
  imageUrlsInRsc,
  prerenderImages,
  prerenderTargets,
  saverHeroSlideImageUrls,
  saverImageUrlsInHtml,
} from '@/sanity/sample/prerender-images'
import { renderSampleImage, renderSampleImages } from '@/sanity/sample/render-image'
import { withSceneKind } from '@/sanity/sample/scene'

const ASSET = withSceneKind('3f9a0c1b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a', 'nature')
const FILE = `${ASSET}-2400x1800.jpg`
const BASE = `/sample-images/images/local/production/${FILE}`
const url = (query: string) => `${BASE}?${query}`
const small = url('rect=0,0,2400,1800&w=256&h=192&q=80&fit=crop&auto=format')
const wide = url('rect=0,0,2400,1800&w=384&h=288&q=80&fit=crop&auto=format')

describe('imageUrlsInHtml', () => {
  it("reads src, every srcset candidate, <picture>'s sources and og:image, not inline scripts", () => {
    const amp = (text: string) => text.replaceAll('&', '&amp;')
    const html = [
      `<meta property="og:image" content="http://localhost:3000${amp(wide)}"/>`,
      `<picture><source media="(max-width: 767px)" srcSet="${amp(small)} 256w, ${amp(wide)} 384w"/>`,
      `<img alt="" src="${amp(wide)}" srcSet="${amp(small)} 256w"/></picture>`,
      // A payload chunk may end mid-URL: never read as a URL.
      `<script>self.__next_f.push([1,"x\\"src\\":\\"${BASE}?rect=0,0,24"])</script>`,
    ].join('')
    expect(new Set(imageUrlsInHtml(html))).toEqual(new Set([small, wide]))
  })
})

describe('saverImageUrlsInHtml', () => {
  const image = {
    alt: 'A photograph',
    hotspot: null,
    crop: null,
    asset: {
      _id: `image-${ASSET}-2400x1800-jpg`,
      metadata: {
        lqip: null,
        color: '#604020',
        dimensions: { width: 2400, height: 1800, aspectRatio: 4 / 3 },
      },
    },
  }
  it.each<[string, { width: number; height?: number }]>([
    ['its own shape', { width: 728 }],
    ['a crop (rounded heights)', { width: 861, height: 1077 }],
    ['a small card', { width: 401, height: 267 }],
  ])("from the full page's img, exactly what the data saver variant's asks for: %s", (_, box) => {
    const props = { image, sizes: '(min-width: 768px) 728px, 100vw', ...box }
    // The full page's img as next/image writes it with the site's loader (next.config.ts);
    // getImageProps outside a Next build knows only its default loader.
    const height = box.height ?? Math.round(box.width * 0.75)
    const src = urlForImage(image).width(box.width).height(height).url()
    const full = renderToStaticMarkup(
      // eslint-disable-next-line @next/next/no-img-element
      <img alt="" width={box.width} height={height} srcSet={srcSetFor(src, DEVICE_SIZES)} />,
    )
    const saver = renderToStaticMarkup(<SanityImage {...props} saver />)
    const expected = new Set(imageUrlsInHtml(saver))
    expect(expected.size).toBe(SAVER_IMAGE_WIDTHS.length)
    expect(new Set(saverImageUrlsInHtml(full))).toEqual(expected)
  })
})

describe('heroSlideImageUrls', () => {
  const source = {
    _type: 'image',
    asset: { _ref: `image-${ASSET}-2400x1800-jpg`, _type: 'reference' },
  }
  const image = {
    src: heroImageUrl(source),
    crops: HERO_CROPS.map(({ aspectRatio }) => heroCropUrl(source, aspectRatio)),
    alt: 'A slide',
    lqip: undefined,
  }

  it("is exactly what the hero's <picture> asks for, so slides drawn later are on disk too", () => {
    const markup = renderToStaticMarkup(<HeroPicture image={image} loading="lazy" />)
    expect(new Set(heroSlideImageUrls(image))).toEqual(new Set(imageUrlsInHtml(markup)))
  })

  it('and saverHeroSlideImageUrls what its data saver variant asks for', () => {
    const markup = renderToStaticMarkup(<HeroPicture image={image} loading="lazy" saver />)
    expect(new Set(saverHeroSlideImageUrls(image))).toEqual(new Set(imageUrlsInHtml(markup)))
  })

  it('are found in an RSC payload by the shape of a slide image', () => {
    const payload = `1:["$","div",null,{"image":${JSON.stringify(image)}}]\n`
    const found = new Set(imageUrlsInRsc(payload))
    for (const expected of heroSlideImageUrls(image)) expect(found).toContain(expected)
  })
})

describe('prerenderTargets', () => {
  it('keeps one target per drawing, however the query is ordered, and sets refused URLs apart', () => {
    const reordered = url('auto=format&fit=crop&q=80&h=192&w=256&rect=0,0,2400,1800')
    // next/image's own `src` prop, in the payload only: a width the site never asks for.
    const propOnly = url('rect=0,0,2400,1800&w=437&h=328&q=80&fit=crop&auto=format')
    const { targets, refused } = prerenderTargets([small, reordered, wide, propOnly])
    expect(targets.map((target) => target.url)).toEqual([small, wide])
    expect(targets[0]?.assetDocumentId).toBe(`image-${ASSET}-2400x1800-jpg`)
    expect(refused).toEqual([propOnly])
  })
})

describe('prerenderImages', () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'prerender-images-'))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  let drawings: number[][] = []
  const onThisThread = () => ({
    render: (family: Parameters<typeof renderSampleImages>[0]) => {
      drawings.push(family.map((options) => options.outWidth ?? 0))
      return renderSampleImages(family)
    },
    stop: async () => undefined,
  })
  beforeEach(() => {
    drawings = []
  })

  it('draws each target once into the route’s cache, which then answers from disk', async () => {
    const cache = createDiskCache({ dir: folder, maxBytes: 10_000_000 })
    const { targets } = prerenderTargets([small, wide])
    const options = {
      cache,
      threads: 2,
      assetExists: async () => true,
      startRenderer: onThisThread,
    }
    const first = await prerenderImages(targets, options)
    expect(first).toMatchObject({ drawn: 2, onDisk: 0, failed: [] })
    // Two widths of one shape: one family, drawn once.
    expect(drawings).toEqual([[256, 384]])
    expect(readdirSync(folder)).toHaveLength(2)
    const sizes = await Promise.all(
      readdirSync(folder).map(async (name) => {
        const { width, height, format } = await sharp(
          readFileSync(path.join(folder, name)),
        ).metadata()
        return `${width}x${height} ${format}`
      }),
    )
    expect(sizes.sort()).toEqual(['256x192 webp', '384x288 webp'])
    expect(await prerenderImages(targets, options)).toMatchObject({ drawn: 0, onDisk: 2 })

    const renders: unknown[] = []
    const response = await sampleImageResponse(
      { projectId: 'local', dataset: 'production', file: FILE },
      new URLSearchParams(small.split('?')[1]),
      {
        assetExists: async () => true,
        render: async (drawing) => {
          renders.push(drawing)
          return renderSampleImage(drawing)
        },
        cache: createDiskCache({ dir: folder, maxBytes: 10_000_000 }),
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get(ORIGIN_HEADER)).toBe('disk')
    expect(renders).toEqual([])
  })

  it('reports, and does not keep, an image of an asset the dataset does not have', async () => {
    const cache = createDiskCache({ dir: folder, maxBytes: 10_000_000 })
    const result = await prerenderImages(prerenderTargets([small]).targets, {
      cache,
      threads: 1,
      assetExists: async () => false,
      startRenderer: onThisThread,
    })
    expect(result.drawn).toBe(0)
    expect(result.failed).toEqual([`${small}: no such asset`])
    expect(readdirSync(folder)).toEqual([])
  })
})
