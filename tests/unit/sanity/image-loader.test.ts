import sanityImageLoader, { srcSetFor } from '@/sanity/image-loader'

const CDN = 'https://cdn.sanity.io/images/proj42/production/abc123-2000x1000.jpg'
const LOCAL = '/sample-images/images/local/production/abc123-2000x1000.jpg'

describe('sanityImageLoader', () => {
  it('sets the width and keeps the other params of an absolute URL', () => {
    expect(
      sanityImageLoader({ src: `${CDN}?rect=200,100,1600,800&fm=webp&q=80&fit=crop`, width: 640 }),
    ).toBe(`${CDN}?rect=200,100,1600,800&fm=webp&q=80&fit=crop&w=640`)
  })

  it('works on a relative URL', () => {
    expect(sanityImageLoader({ src: `${LOCAL}?fm=webp&q=80&fit=crop`, width: 384 })).toBe(
      `${LOCAL}?fm=webp&q=80&fit=crop&w=384`,
    )
  })

  it('scales the height with the width so the crop keeps its aspect ratio', () => {
    const src = `${LOCAL}?rect=0,86,2000,828&w=1352&h=560&fm=webp&q=100&fit=crop`
    expect(sanityImageLoader({ src, width: 640 })).toBe(
      `${LOCAL}?rect=0,86,2000,828&w=640&h=265&fm=webp&q=100&fit=crop`,
    )
    expect(sanityImageLoader({ src, width: 2704 })).toContain('&w=2704&h=1120&')
  })

  it('replaces the quality when one is asked for', () => {
    expect(sanityImageLoader({ src: `${CDN}?q=80&fm=webp`, width: 256, quality: 50 })).toBe(
      `${CDN}?q=50&fm=webp&w=256`,
    )
  })

  it('leaves h alone when the URL fixes only one side', () => {
    expect(sanityImageLoader({ src: `${CDN}?h=300`, width: 100 })).toBe(`${CDN}?h=300&w=100`)
  })

  it('handles a URL without a query', () => {
    expect(sanityImageLoader({ src: CDN, width: 1080, quality: 75 })).toBe(`${CDN}?w=1080&q=75`)
  })

  it('drops a built-in dpr, since next/image already asks for dense widths', () => {
    expect(sanityImageLoader({ src: `${CDN}?w=400&dpr=2&fm=webp`, width: 800 })).toBe(
      `${CDN}?w=800&fm=webp`,
    )
  })
})

describe('srcSetFor', () => {
  it('lists the crop at each width, its shape kept', () => {
    const src = `${LOCAL}?rect=0,0,1600,2000&w=1352&h=1690&fm=webp&q=80&fit=crop`
    expect(srcSetFor(src, [640, 828])).toBe(
      `${LOCAL}?rect=0,0,1600,2000&w=640&h=800&fm=webp&q=80&fit=crop 640w, ` +
        `${LOCAL}?rect=0,0,1600,2000&w=828&h=1035&fm=webp&q=80&fit=crop 828w`,
    )
  })
})
