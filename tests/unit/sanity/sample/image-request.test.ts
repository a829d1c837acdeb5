import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { SAVER_IMAGE_QUALITY, SAVER_IMAGE_WIDTHS } from '@/lib/image-sizes'
import { createDiskCache } from '@/sanity/sample/image-disk-cache'
import { parseSampleImageRequest } from '@/sanity/sample/image-request'
import { shareImageUrl } from '@/sanity/image-url'
import { sampleImageResponse, type SampleImageDeps } from '@/sanity/sample/image-response'
import {
  renderSampleImage,
  sampleImageGeometry,
  type RenderSampleImageOptions,
} from '@/sanity/sample/render-image'
import {
  describeScene,
  sceneKindOf,
  SCENE_KINDS,
  sceneDominantColor,
  sceneLqip,
  withSceneKind,
} from '@/sanity/sample/scene'
import { nonEmpty } from '@/tests/support/non-empty'

const HEX = '3f9a0c1b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a'
const NATURE = withSceneKind(HEX, 'nature')
const CITY = withSceneKind(HEX, 'city')
const PARAMS = { projectId: 'local', dataset: 'production', file: `${NATURE}-2400x1800.jpg` }

async function pixels(image: Buffer) {
  return sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
}

/** Mean absolute difference per channel between two same-size images, 0 to 255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([pixels(a), pixels(b)])
  expect(left.info.width).toBe(right.info.width)
  expect(left.info.height).toBe(right.info.height)
  let total = 0
  for (let index = 0; index < left.data.length; index++) {
    total += Math.abs((left.data[index] ?? 0) - (right.data[index] ?? 0))
  }
  return total / left.data.length
}

describe('scene kinds are encoded in the asset id', () => {
  it('round-trips every kind through the first hex digit', () => {
    for (const kind of SCENE_KINDS) {
      const id = withSceneKind(HEX, kind)
      expect(id).toMatch(/^[0-9a-f]{40}$/)
      expect(id.slice(1)).toBe(HEX.slice(1))
      expect(sceneKindOf(id)).toBe(kind)
      expect(describeScene(id).kind).toBe(kind)
    }
  })

  it('marks a portrait with a first pair of digits no story scene is given', () => {
    const portrait = withSceneKind(HEX, 'portrait')
    expect(portrait).toMatch(/^f0[0-9a-f]{38}$/)
    expect(sceneKindOf(portrait)).toBe('portrait')
    expect(describeScene(portrait).kind).toBe('portrait')
    for (const second of '0123456789abcdef') {
      const hex = `${HEX.charAt(0)}${second}${HEX.slice(2)}`
      for (const kind of SCENE_KINDS) expect(withSceneKind(hex, kind).startsWith('f0')).toBe(false)
    }
  })

  it('makes an LQIP in the scene colours as a small SVG data URL', () => {
    const lqip = sceneLqip(NATURE, 2400, 1800)
    const svg = Buffer.from(lqip.replace('data:image/svg+xml;base64,', ''), 'base64').toString()
    expect(svg).toMatch(/^<svg [^>]*width="24" height="18"/)
    expect(svg).toContain('<linearGradient')
    expect(sceneLqip(CITY, 2400, 1800)).not.toBe(lqip)
  })

  it("gives each scene a dominant colour among its LQIP's colours", () => {
    for (const id of [NATURE, CITY]) {
      expect(sceneDominantColor(id)).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(sceneDominantColor(CITY)).not.toBe(sceneDominantColor(NATURE))
  })
})

describe('renderSampleImage', () => {
  it.each([
    ['webp', 'webp'],
    ['jpg', 'jpeg'],
  ] as const)('draws %s at the requested size', async (format, sharpFormat) => {
    const image = await renderSampleImage({
      assetId: NATURE,
      width: 2400,
      height: 1800,
      outWidth: 320,
      outHeight: 200,
      format,
      quality: 70,
    })
    const metadata = await sharp(image).metadata()
    expect(metadata.format).toBe(sharpFormat)
    expect(metadata.width).toBe(320)
    expect(metadata.height).toBe(200)
  })

  it('draws every kind of scene with real variety, not a flat fill', async () => {
    for (const kind of SCENE_KINDS) {
      const image = await renderSampleImage({
        assetId: withSceneKind(HEX, kind),
        width: 1311,
        height: 888,
        outWidth: 200,
        format: 'webp',
      })
      const { data, info } = await pixels(image)
      expect(info.width).toBe(200)
      expect(info.height).toBe(Math.round((200 * 888) / 1311))
      const stats = await sharp(data, { raw: info }).stats()
      for (const channel of nonEmpty(stats.channels)) expect(channel.stdev).toBeGreaterThan(12)
    }
  })

  it('is deterministic', async () => {
    const options = {
      assetId: CITY,
      width: 861,
      height: 1077,
      outWidth: 240,
      outHeight: 300,
      format: 'webp' as const,
    }
    const [first, second] = await Promise.all([
      renderSampleImage(options),
      renderSampleImage(options),
    ])
    expect(first.equals(second)).toBe(true)
  })

  it('draws different pictures for different asset ids', async () => {
    const options = {
      width: 2400,
      height: 1800,
      outWidth: 240,
      outHeight: 180,
      format: 'webp' as const,
    }
    const nature = await renderSampleImage({ ...options, assetId: NATURE })
    const otherNature = await renderSampleImage({
      ...options,
      assetId: withSceneKind('0123456789abcdef0123456789abcdef01234567', 'nature'),
    })
    const city = await renderSampleImage({ ...options, assetId: CITY })
    expect(await difference(nature, otherNature)).toBeGreaterThan(5)
    expect(await difference(nature, city)).toBeGreaterThan(5)
  })

  it('honours rect: a crop of the source looks different from the whole', async () => {
    const options = { assetId: NATURE, width: 2400, height: 1800, format: 'webp' as const }
    const whole = await renderSampleImage({ ...options, outWidth: 240, outHeight: 180 })
    const topLeft = await renderSampleImage({
      ...options,
      rect: { x: 0, y: 0, width: 1200, height: 900 },
      outWidth: 240,
      outHeight: 180,
    })
    expect(await difference(whole, topLeft)).toBeGreaterThan(5)
    // The crop is the top-left quarter of the whole, drawn twice as large. Compare the middle
    // of the crop with the same spot in the whole (the vignette darkens each frame's corners).
    const inWhole = await sharp(whole)
      .extract({ left: 40, top: 30, width: 40, height: 30 })
      .toBuffer()
    const inCrop = await sharp(topLeft)
      .extract({ left: 80, top: 60, width: 80, height: 60 })
      .resize(40, 30)
      .toBuffer()
    const elsewhere = await sharp(whole)
      .extract({ left: 160, top: 120, width: 40, height: 30 })
      .toBuffer()
    const same = await difference(inWhole, inCrop)
    expect(same).toBeLessThan(8)
    expect(await difference(elsewhere, inCrop)).toBeGreaterThan(same * 2)
  })

  it('fills the box, cutting the overflow (fit=crop); keeps the aspect ratio given one edge', async () => {
    const base = { assetId: NATURE, width: 1311, height: 888, format: 'webp' as const }
    const crop = await sharp(
      await renderSampleImage({ ...base, outWidth: 300, outHeight: 300 }),
    ).metadata()
    expect([crop.width, crop.height]).toEqual([300, 300])
    const wide = await sharp(await renderSampleImage({ ...base, outWidth: 300 })).metadata()
    expect([wide.width, wide.height]).toEqual([300, Math.round((300 * 888) / 1311)])
  })
})

describe('sampleImageGeometry', () => {
  it('caps the output at 4000 pixels per edge', () => {
    const geometry = sampleImageGeometry({
      assetId: NATURE,
      width: 2400,
      height: 1800,
      outWidth: 9000,
      format: 'jpg',
    })
    expect([geometry.outWidth, geometry.outHeight]).toEqual([4000, 3000])
  })

  it('cuts the centre of the rect to the box (fit=crop), in source pixels', () => {
    const geometry = sampleImageGeometry({
      assetId: NATURE,
      width: 2400,
      height: 1800,
      rect: { x: 0, y: 0, width: 2400, height: 1800 },
      outWidth: 900,
      outHeight: 900,
      format: 'jpg',
    })
    expect(geometry.view).toEqual({ x: 300, y: 0, width: 1800, height: 1800 })
  })
})

describe('sample image requests', () => {
  const query = (text: string) => new URLSearchParams(text)
  const SITE_QUERY = 'rect=100,200,1600,1200&w=640&h=480&q=80&fit=crop&auto=format'

  it('reads the URLs the site builds: rect, size, quality, fit, and auto=format as WebP', () => {
    expect(parseSampleImageRequest(PARAMS, query(SITE_QUERY))).toEqual({
      ok: true,
      assetDocumentId: `image-${NATURE}-2400x1800-jpg`,
      options: expect.objectContaining({
        assetId: NATURE,
        width: 2400,
        height: 1800,
        rect: { x: 100, y: 200, width: 1600, height: 1200 },
        outWidth: 640,
        outHeight: 480,
        quality: 80,
        format: 'webp',
      }),
    })
    // The hero at 2x, quality 100; a phone's 4:5 hero crop; the Open Graph image; data saver
    // mode's steps at its quality.
    const saver = SAVER_IMAGE_WIDTHS.map((w) => `w=${w}&h=${w}&q=${SAVER_IMAGE_QUALITY}`)
    for (const size of [
      'w=2704&h=1120&q=100',
      'w=828&h=1035&q=80',
      'w=1200&h=630&q=80',
      ...saver,
    ]) {
      const request = parseSampleImageRequest(PARAMS, query(`${size}&fit=crop&auto=format`))
      expect(request.ok, size).toBe(true)
    }
  })

  it('reads the share image as the JPEG it is named as, from its own URL', () => {
    const url = new URL(
      shareImageUrl({ _type: 'image', asset: { _ref: `image-${NATURE}-2400x1800-jpg` } }),
    )
    expect(url.searchParams.get('fm')).toBe('jpg')
    const request = parseSampleImageRequest(PARAMS, url.searchParams)
    expect(request.ok && request.options).toMatchObject({
      outWidth: 1200,
      outHeight: 630,
      format: 'jpg',
    })
  })

  const site = (change: Record<string, string | null>) => {
    const search = query(SITE_QUERY)
    for (const [key, value] of Object.entries(change)) {
      if (value === null) search.delete(key)
      else search.set(key, value)
    }
    return search.toString()
  }

  it.each([
    [{ file: 'not-an-image.jpg' }, '', 404],
    [{ file: `${NATURE}-2400x1800.gif` }, '', 404],
    [{ projectId: 'abc123' }, '', 404],
    [{ file: `${NATURE}-0x1800.jpg` }, '', 400],
    [{ file: `${NATURE}-20000x1800.jpg` }, '', 400],
    // Only what the site asks for: its widths, qualities, format and fit.
    [{}, site({ w: '4000', h: '4000' }), 400],
    [{}, site({ w: '641' }), 400],
    [{}, site({ w: '-5' }), 400],
    [{}, site({ w: 'abc' }), 400],
    [{}, site({ w: null }), 400],
    [{}, site({ h: '5000' }), 400],
    [{}, site({ h: '1' }), 400],
    [{}, site({ h: null }), 400],
    [{}, site({ q: '53' }), 400],
    [{}, site({ q: '49' }), 400],
    [{}, site({ w: '241' }), 400],
    [{}, site({ q: '101' }), 400],
    [{}, site({ auto: null }), 400],
    [{}, site({ auto: 'compress' }), 400],
    [{}, site({ fm: 'webp' }), 400],
    [{}, site({ fm: 'avif' }), 400],
    [{}, site({ auto: null, fm: 'webp' }), 400],
    // JPEG only for the share image, and alone.
    [{}, site({ auto: null, fm: 'jpg' }), 400],
    [{}, site({ w: '1200', h: '630', fm: 'jpg' }), 400],
    [{}, site({ fit: 'scale' }), 400],
    [{}, site({ fit: 'cover' }), 400],
    [{}, site({ dpr: '2' }), 400],
    [{}, site({ rect: '1,2,3' }), 400],
    [{}, site({ rect: '5000,0,10,10' }), 400],
  ])('refuses %o %s with %i and a clear message', (override, search, status) => {
    const request = parseSampleImageRequest({ ...PARAMS, ...override }, query(search))
    expect(request.ok).toBe(false)
    if (request.ok) return
    expect(request.status).toBe(status)
    expect(request.message.length).toBeGreaterThan(10)
  })
})

describe('the sample image route', () => {
  const query = (text: string) => new URLSearchParams(text)
  const SITE_QUERY = 'w=256&h=192&q=80&fit=crop&auto=format'
  let folder: string

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'sample-images-'))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  function deps(overrides: Partial<SampleImageDeps> = {}) {
    const renders: string[] = []
    return {
      renders,
      deps: {
        assetExists: async (id: string) => id === `image-${NATURE}-2400x1800-jpg`,
        render: async (options: RenderSampleImageOptions) => {
          renders.push(options.assetId)
          return renderSampleImage(options)
        },
        cache: createDiskCache({ dir: folder, maxBytes: 10_000_000 }),
        ...overrides,
      } satisfies SampleImageDeps,
    }
  }

  it('answers with the image, its content type and a year-long immutable cache', async () => {
    const { deps: d } = deps()
    const response = await sampleImageResponse(PARAMS, query(SITE_QUERY), d)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBeNull()
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 192])
  })

  it('draws each image once, then serves it from disk, and says which', async () => {
    const { deps: d, renders } = deps()
    const drawn = await sampleImageResponse(PARAMS, query(SITE_QUERY), d)
    expect(drawn.headers.get('x-sample-image')).toBe('drawn')
    const first = await drawn.arrayBuffer()
    const again = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await sampleImageResponse(PARAMS, query(SITE_QUERY), d)
        expect(response.headers.get('x-sample-image')).toBe('disk')
        return response.arrayBuffer()
      }),
    )
    expect(renders).toHaveLength(1)
    for (const image of nonEmpty(again))
      expect(Buffer.from(image).equals(Buffer.from(first))).toBe(true)
    expect(readdirSync(folder)).toHaveLength(1)
    // A new process (a fresh cache over the same folder) draws nothing either.
    const fresh = deps({ cache: createDiskCache({ dir: folder, maxBytes: 10_000_000 }) })
    expect((await sampleImageResponse(PARAMS, query(SITE_QUERY), fresh.deps)).status).toBe(200)
    expect(fresh.renders).toHaveLength(0)
  })

  it('answers a drawing on disk as a file read, without asking the dataset', async () => {
    const { deps: d } = deps()
    await sampleImageResponse(PARAMS, query(SITE_QUERY), d)
    const asked: string[] = []
    const response = await sampleImageResponse(PARAMS, query(SITE_QUERY), {
      ...d,
      assetExists: async (id) => {
        asked.push(id)
        return true
      },
    })
    expect(response.headers.get('x-sample-image')).toBe('disk')
    expect(asked).toEqual([])
  })

  it('answers 404 at once for an asset the dataset does not have, drawing nothing', async () => {
    const { deps: d, renders } = deps()
    const unknown = { ...PARAMS, file: `${CITY}-1311x1638.jpg` }
    const response = await sampleImageResponse(unknown, query(SITE_QUERY), d)
    expect(response.status).toBe(404)
    expect(renders).toEqual([])
    expect(readdirSync(folder)).toEqual([])
  })

  it('answers 503 with Retry-After when too many drawings are waiting', async () => {
    const { BusyError } = await import('@/sanity/sample/render-limit')
    const { deps: d } = deps({
      render: async () => {
        throw new BusyError()
      },
    })
    const response = await sampleImageResponse(PARAMS, query(SITE_QUERY), d)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
  })

  it('answers a bad request with a plain-text reason that is not cached, drawing nothing', async () => {
    const { deps: d, renders } = deps()
    const response = await sampleImageResponse(PARAMS, query('w=nope'), d)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain('w must be one of')
    expect(renders).toEqual([])
  })
})
