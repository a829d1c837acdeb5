// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'

import { HeroPicture } from '@/components/hero/hero-picture'
import { Photo } from '@/components/images/photo'
import { SanityImage } from '@/components/images/sanity-image'
import { heroCropUrl, heroImageUrl } from '@/sanity/image-url'
import { DENSE_SCREENS, HERO_CROPS, THUMBNAIL } from '@/lib/image-sizes'

import { storyCard } from '@/tests/support/story-cards'
import { setRootMode } from '@/tests/support/root-params'
import { markupIn, resolveServer } from '@/tests/support/server-tree'
import { heroFiles } from '@/components/hero/hero-files'

const box = { src: '/a.webp', sizes: '100vw', width: 800, height: 600, alt: 'A photograph' }

describe('Photo', () => {
  it('waits until near the screen unless it is the LCP, and decodes off the main thread', async () => {
    render(<Photo {...box} priority={false} color="#8a5a3c" />)
    const image = screen.getByRole('img', { name: 'A photograph' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
    expect(image).toHaveAttribute('decoding', 'async')
    expect(image).toHaveStyle({ backgroundColor: '#8a5a3c' })
  })

  it('as the LCP, loads at once and first', async () => {
    render(<Photo {...box} priority />)
    const image = screen.getByRole('img', { name: 'A photograph' })
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })

  it("lists other crops before the img, in the caller's order (the first match wins)", async () => {
    const markup = renderToStaticMarkup(
      <Photo
        {...box}
        priority={false}
        sources={[
          { media: '(max-width: 767px)', srcSet: '/p.webp 750w', sizes: '100vw' },
          { media: '(max-width: 1023px)', srcSet: '/t.webp 1080w', sizes: '100vw' },
        ]}
      />,
    )
    expect(markup).toMatch(
      /^<picture[^>]*><source media="\(max-width: 767px\)"[^>]*><source media="\(max-width: 1023px\)"[^>]*><img /,
    )
  })
})

describe('every photograph is a Photo', () => {
  // The same markup from each caller: a <picture> around one lazily loaded, async-decoded img.
  const photoShape =
    /^<picture class="contents">(<source [^>]+>)*<img [^>]*loading="lazy"[^>]*decoding="async"/

  it('a Sanity image, full size and in data saver mode', async () => {
    const { cover } = storyCard(1)
    for (const saver of [false, true]) {
      const markup = await markupIn(
        saver ? 'lite' : 'full',
        <SanityImage image={cover} width={437} height={546} sizes="50vw" />,
      )
      expect(markup).toMatch(photoShape)
    }
  })

  it("the hero's slide, full size and in data saver mode", async () => {
    const source = {
      _type: 'image',
      asset: { _ref: 'image-abc-2400x1800-jpg', _type: 'reference' },
    }
    const image = {
      src: heroImageUrl(source),
      crops: HERO_CROPS.map(({ aspectRatio }) => heroCropUrl(source, aspectRatio)),
      alt: 'A slide',
      lqip: undefined,
    }
    for (const saver of [false, true]) {
      const markup = renderToStaticMarkup(
        <HeroPicture image={image} loading="lazy" files={heroFiles(image, saver)} />,
      )
      expect(markup).toMatch(photoShape)
      // Each crop; on the full site twice, dense screens' first (DENSE_SCREENS).
      expect(markup.match(/<source /g)).toHaveLength(HERO_CROPS.length * (saver ? 1 : 2))
    }
  })
})

describe('dense screens and thumbnails', () => {
  const { cover } = storyCard(1)
  const qualities = (srcSet: string | null) =>
    (srcSet ?? '')
      .split(', ')
      .map((candidate) => new URL(candidate, 'https://x.invalid').searchParams.get('q'))
  const widths = (srcSet: string | null) => (srcSet ?? '').split(', ').map((c) => c.split(' ')[1])

  it("a story's photograph: dense screens take the same widths at their quality, 1x screens at 80", async () => {
    const { container } = render(
      await resolveServer(
        <SanityImage image={cover} width={2400} sizes="100vw" alt="A photograph" />,
      ),
    )
    const source = container.querySelector('picture source')
    const img = container.querySelector('img')
    expect(source).toHaveAttribute('media', DENSE_SCREENS.media)
    expect(source).toHaveAttribute('sizes', '100vw')
    expect(new Set(qualities(source?.getAttribute('srcset') ?? null))).toEqual(
      new Set([String(DENSE_SCREENS.quality)]),
    )
    expect(new Set(qualities(img?.getAttribute('srcset') ?? null))).toEqual(new Set(['80']))
    expect(widths(source?.getAttribute('srcset') ?? null)).toEqual(
      widths(img?.getAttribute('srcset') ?? null),
    )
  })

  it("a card's photograph: one srcset at the thumbnail's quality, its phone slot scaled", async () => {
    const { container } = render(
      await resolveServer(
        <SanityImage
          image={cover}
          width={437}
          height={546}
          thumbnail
          sizes="(min-width: 640px) 300px, 90vw"
          alt="A card"
        />,
      ),
    )
    const img = container.querySelector('img')
    expect(container.querySelector('picture source')).toBeNull()
    expect(img).toHaveAttribute('sizes', '(min-width: 640px) 300px, calc(90vw * 0.75)')
    expect(new Set(qualities(img?.getAttribute('srcset') ?? null))).toEqual(
      new Set([String(THUMBNAIL.quality)]),
    )
  })

  it('data saver has neither: its own quality for every screen', async () => {
    setRootMode('lite')
    const { container } = render(
      await resolveServer(
        <SanityImage image={cover} width={2400} sizes="100vw" alt="A photograph" />,
      ),
    )
    expect(container.querySelector('picture source')).toBeNull()
  })
})
