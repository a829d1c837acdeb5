import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'

import { HeroPicture } from '@/components/hero/hero-picture'
import { SanityImage } from '@/components/images/sanity-image'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { blockPhotoWidth, pairPhotoSizes } from '@/lib/photo-layout'
import type { ShownPhotosQueryResult } from '@/sanity.types'
import { shareImageUrl } from '@/sanity/image-url'
import { heroSlideImage, photoFileUrl } from '@/sanity/photo-urls'
import { createDiskCache } from '@/sanity/sample/image-disk-cache'
import { ORIGIN_HEADER, sampleImageResponse } from '@/sanity/sample/image-response'
import {
  prerenderImages,
  prerenderTargets,
  shownAssetIds,
  shownFiles,
} from '@/sanity/sample/prerender-images'
import { renderSampleImage, renderSampleImages } from '@/sanity/sample/render-image'
import { withSceneKind } from '@/sanity/sample/scene'
import { markupIn } from '@/tests/support/server-tree'
import { heroFiles } from '@/components/hero/hero-files'

const ASSET = withSceneKind('3f9a0c1b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a', 'nature')
const FILE = `${ASSET}-2400x1800.jpg`
const BASE = `/sample-images/images/local/production/${FILE}`
const url = (query: string) => `${BASE}?${query}`
const small = url('rect=0,0,2400,1800&w=256&h=192&q=80&fit=crop&auto=format')
const wide = url('rect=0,0,2400,1800&w=384&h=288&q=80&fit=crop&auto=format')

/** A photograph of the dataset as the queries return it, `id` telling one from another. */
function photo(id: string, width = 2400, height = 1800) {
  const hash = withSceneKind(id.padEnd(40, '0'), 'nature')
  return {
    alt: `Photograph ${id}`,
    hotspot: { _type: 'sanity.imageHotspot' as const, x: 0.4, y: 0.6, width: 0.3, height: 0.3 },
    crop: null,
    asset: {
      _id: `image-${hash}-${width}x${height}-jpg`,
      metadata: {
        lqip: null,
        color: '#604020',
        dimensions: { width, height, aspectRatio: width / height },
      },
    },
  }
}

/** The sample image paths a piece of markup names (img src, each srcset candidate). */
function filesIn(markup: string): string[] {
  return [...markup.matchAll(/\s(?:src|srcSet)="([^"]*)"/g)].flatMap(([, value = '']) =>
    value
      .replaceAll('&amp;', '&')
      .split(', ')
      .map((candidate) => candidate.split(' ')[0] ?? ''),
  )
}

describe('shownFiles', () => {
  const [thumbnail, cover, block, left, right, portrait, member] = [
    photo('a1'),
    photo('b2', 1600, 2000),
    photo('c3'),
    photo('d4', 1800, 2400),
    photo('e5'),
    photo('f6', 1200, 1500),
    photo('a7', 1200, 1500),
  ]
  const shown: ShownPhotosQueryResult = {
    stories: [
      {
        thumbnail,
        cover,
        blocks: [
          { layout: 'block', images: [block] },
          { layout: 'pair', images: [left, right] },
        ],
        credited: [
          { ...cover, credit: 'Amara Okafor' },
          { ...block, credit: null },
          { ...left, credit: 'Amara Okafor' },
          { ...right, credit: null },
        ],
      },
    ],
    team: [{ portrait: member }],
    people: [{ portrait }],
  }
  const featured = [{ thumbnail }] as Parameters<typeof shownFiles>[1]
  const files = new Set(shownFiles(shown, featured))
  const drawn = (markup: string) => filesIn(markup).filter((file) => !files.has(file))

  // Each as its component draws it: the box, and the sizes its layout gives.
  const pages = [
    ['a card', thumbnail, PHOTO_BOXES.storyCard, '(min-width: 768px) 24vw, 45vw'],
    ['a /latest row', thumbnail, PHOTO_BOXES.latestCard, '(min-width: 768px) 560px, 100vw'],
    ['a neighbour', thumbnail, PHOTO_BOXES.neighbour, '(min-width: 768px) 80px, 64px'],
    ['the cover', cover, PHOTO_BOXES.storyCover, '(min-width: 768px) 42vw, 100vw'],
    ['a search result', cover, PHOTO_BOXES.searchThumbnail, '96px'],
    ['a block photograph', block, PHOTO_BOXES.storyPhoto, blockPhotoWidth(4 / 3).sizes],
    ['a pair photograph', left, PHOTO_BOXES.pairPhoto, pairPhotoSizes([3 / 4, 4 / 3])[0]],
    ['a team card', member, PHOTO_BOXES.teamCard, '(min-width: 768px) 30vw, 50vw'],
    ['a portrait', portrait, PHOTO_BOXES.personPortrait, '(min-width: 768px) 360px, 100vw'],
    ['a credited photograph', left, PHOTO_BOXES.personPhoto, '48vw'],
  ] as const

  it.each(pages)('holds every file %s shows, in either variant', async (_, image, box, sizes) => {
    for (const saver of [false, true]) {
      const markup = await markupIn(
        saver ? 'lite' : 'full',
        <SanityImage image={image} {...box} sizes={sizes} />,
      )
      expect(filesIn(markup).length).toBeGreaterThan(0)
      expect(drawn(markup)).toEqual([])
    }
  })

  it("holds every file of the featured stories' hero slides, drawn later in the browser", async () => {
    const slide = heroSlideImage(thumbnail)
    if (!slide) throw new Error('the thumbnail has an asset')
    for (const saver of [false, true]) {
      const markup = renderToStaticMarkup(
        <HeroPicture image={slide} loading="lazy" files={heroFiles(slide, saver)} />,
      )
      expect(drawn(markup)).toEqual([])
    }
  })

  it('holds the link-preview crops and whole files the pages name', async () => {
    const named = [shareImageUrl(cover), shareImageUrl(portrait), photoFileUrl(cover)]
    expect(named.map((link) => link?.replace(/^https?:\/\/[^/]+/, ''))).toEqual(
      named.map((link) => [...files].find((file) => link?.endsWith(file))),
    )
  })

  it('draws only the photographs the prerendered pages name, in every box and both variants', async () => {
    // A built page naming the card's thumbnail (in a srcset, with its HTML-escaped query).
    const card = await markupIn(
      'full',
      <SanityImage image={thumbnail} {...PHOTO_BOXES.storyCard} sizes="45vw" />,
    )
    const html = `<html><body>${card}<a href="/stories/x">x</a></body></html>`
    const assets = new Set(shownAssetIds(html))
    expect([...assets]).toEqual([thumbnail.asset._id])

    const some = shownFiles(shown, featured, assets)
    const ofAsset = (image: { asset: { _id: string } }) =>
      [...files].filter((file) => file.includes(image.asset._id.split('-')[1] ?? '?'))
    expect([...new Set(some)].sort()).toEqual(ofAsset(thumbnail).sort())
    // Its other boxes (a /latest row) and data saver's files are drawn too.
    for (const saver of [false, true]) {
      const row = await markupIn(
        saver ? 'lite' : 'full',
        <SanityImage image={thumbnail} {...PHOTO_BOXES.latestCard} sizes="100vw" />,
      )
      expect(filesIn(row).filter((file) => !some.includes(file))).toEqual([])
    }
    expect(ofAsset(cover).length).toBeGreaterThan(0)
    // The hero's slides are the home page's: drawn whatever the set.
    expect(shownFiles(shown, [], new Set())).toEqual([])
  })

  it('draws a photograph only in the boxes its pages show it in', async () => {
    // A story's photograph is never a card or a cover: none of those crops of it is drawn.
    for (const box of [PHOTO_BOXES.storyCard, PHOTO_BOXES.storyCover]) {
      const markup = await markupIn('full', <SanityImage image={block} {...box} sizes="100vw" />)
      expect(filesIn(markup).filter((file) => files.has(file))).toEqual([])
    }
  })
})

describe('prerenderTargets', () => {
  it('keeps one target per drawing, however the query is ordered, and sets refused URLs apart', async () => {
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
