import type { EnvInput } from '@/lib/settings'

// sanity/image-url configures its builder from the settings when it loads, so each test loads it
// afresh under the settings it needs.
async function loadImageModule(settings: EnvInput) {
  vi.resetModules()
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value ?? '')
  return import('@/sanity/image-url')
}

const LOCAL: EnvInput = { CONTENT_SOURCE: '', NEXT_PUBLIC_SANITY_DATASET: '' }
const image = { _type: 'image', asset: { _ref: 'image-abc123-2000x1000-jpg', _type: 'reference' } }

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('urlForImage', () => {
  it('builds a relative URL on the embedded dataset with q=80, auto=format and crop', async () => {
    const { urlForImage } = await loadImageModule(LOCAL)
    const url = urlForImage(image).url()
    const [path, query] = url.split('?')
    expect(path).toBe('/sample-images/images/local/production/abc123-2000x1000.jpg')
    const params = new URLSearchParams(query)
    expect(params.get('q')).toBe('80')
    // The image pipeline picks AVIF or WebP from the browser's Accept header.
    expect(params.get('auto')).toBe('format')
    expect(params.has('fm')).toBe(false)
    expect(params.get('fit')).toBe('crop')
    expect(params.has('rect')).toBe(false)
  })

  it('builds on the Sanity CDN for a hosted project', async () => {
    const { urlForImage } = await loadImageModule({
      CONTENT_SOURCE: 'sanity',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'proj42',
      NEXT_PUBLIC_SANITY_DATASET: '',
    })
    const url = urlForImage(image).url()
    expect(url).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/proj42\/production\/abc123-2000x1000\.jpg\?/,
    )
    expect(new URLSearchParams(url.split('?')[1]).get('auto')).toBe('format')
  })

  it('lets callers chain sizes and override the defaults', async () => {
    const { urlForImage } = await loadImageModule(LOCAL)
    const params = new URLSearchParams(
      urlForImage(image).width(400).height(300).quality(60).url().split('?')[1],
    )
    expect(params.get('w')).toBe('400')
    expect(params.get('h')).toBe('300')
    expect(params.get('q')).toBe('60')
  })

  it("applies the editor's crop and hotspot as a rect", async () => {
    const { urlForImage } = await loadImageModule(LOCAL)
    const edited = {
      ...image,
      crop: { top: 0.1, bottom: 0.1, left: 0.1, right: 0.1 },
      hotspot: { x: 0.3, y: 0.5, width: 0.2, height: 0.2 },
    }
    // Cropped to 1600x800 from (200,100); a square centred on the hotspot (x=600) fits inside.
    expect(urlForImage(edited).width(400).height(400).url()).toContain('rect=200,100,800,800')
    expect(urlForImage(edited).url()).toContain('rect=200,100,1600,800')
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an object without asset', { _type: 'image' }],
    ['an object with a null asset', { _type: 'image', asset: null }],
  ])('rejects %s with the spec message', async (_, source) => {
    const { urlForImage } = await loadImageModule(LOCAL)
    expect(() => urlForImage(source)).toThrowError(new Error('Sanity image object is required'))
  })
})

describe('heroImageUrl', () => {
  it('is 1352x560 at quality 100', async () => {
    const { heroImageUrl } = await loadImageModule(LOCAL)
    const params = new URLSearchParams(heroImageUrl(image).split('?')[1])
    expect(params.get('w')).toBe('1352')
    expect(params.get('h')).toBe('560')
    expect(params.get('q')).toBe('100')
    expect(params.get('auto')).toBe('format')
  })

  it('doubles the size for high-density screens', async () => {
    const { heroImageUrl } = await loadImageModule(LOCAL)
    const params = new URLSearchParams(heroImageUrl(image, { dpr: 2 }).split('?')[1])
    expect(params.get('w')).toBe('2704')
    expect(params.get('h')).toBe('1120')
    expect(params.get('q')).toBe('100')
  })

  it('rejects a missing image with the spec message', async () => {
    const { heroImageUrl } = await loadImageModule(LOCAL)
    expect(() => heroImageUrl(undefined)).toThrowError('Sanity image object is required')
  })
})
