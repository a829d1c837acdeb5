// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'

import { HeroPicture } from '@/components/hero/hero-picture'
import { Photo } from '@/components/images/photo'
import { SanityImage } from '@/components/images/sanity-image'
import { heroCropUrl, heroImageUrl } from '@/sanity/image-url'
import { HERO_CROPS } from '@/lib/image-sizes'

import { storyCard } from '@/tests/support/story-cards'

const box = { src: '/a.webp', sizes: '100vw', width: 800, height: 600, alt: 'A photograph' }

describe('Photo', () => {
  it('waits until near the screen unless it is the LCP, and decodes off the main thread', () => {
    render(<Photo {...box} priority={false} color="#8a5a3c" />)
    const image = screen.getByRole('img', { name: 'A photograph' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
    expect(image).toHaveAttribute('decoding', 'async')
    expect(image).toHaveStyle({ backgroundColor: '#8a5a3c' })
  })

  it('as the LCP, loads at once and first', () => {
    render(<Photo {...box} priority />)
    const image = screen.getByRole('img', { name: 'A photograph' })
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })

  it("lists other crops before the img, in the caller's order (the first match wins)", () => {
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

  it('a Sanity image, full size and in data saver mode', () => {
    const { cover } = storyCard(1)
    for (const saver of [false, true]) {
      const markup = renderToStaticMarkup(
        <SanityImage image={cover} width={437} height={546} sizes="50vw" saver={saver} />,
      )
      expect(markup).toMatch(photoShape)
    }
  })

  it("the hero's slide, full size and in data saver mode", () => {
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
        <HeroPicture image={image} loading="lazy" saver={saver} />,
      )
      expect(markup).toMatch(photoShape)
      expect(markup.match(/<source /g)).toHaveLength(HERO_CROPS.length)
    }
  })
})
