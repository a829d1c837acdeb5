// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'

import { ContentBlocks } from '@/components/story-page/content-blocks'
import { splitParagraphs } from '@/components/story-page/text-block'
import type { ContentBlockResult, ImageBlockResult } from '@/sanity/types'
import { resolveServer } from '@/tests/support/server-tree'

function photo(key: string, alt: string): ImageBlockResult['images'][number] {
  return {
    _key: key,
    alt,
    caption: null,
    place: null,
    credit: null,
    copyrightNotice: null,
    license: null,
    hotspot: null,
    crop: null,
    asset: {
      _id: `image-${key}-2400x1800-jpg`,
      metadata: {
        lqip: 'data:image/jpeg;base64,AAAA',
        color: '#8a5a3c',
        dimensions: { width: 2400, height: 1800, aspectRatio: 4 / 3 },
      },
    },
  }
}

function imageBlock(layout: ImageBlockResult['layout'], count: number): ImageBlockResult {
  const images = Array.from({ length: count }, (_, i) => photo(`${layout}${i}`, `${layout} ${i}`))
  return { _key: layout, _type: 'imageBlock', layout, images }
}

describe('ContentBlocks', () => {
  it('splits a text block into paragraphs on blank lines', async () => {
    const text = 'First line\nstill first.\n\nSecond.\n   \nThird.'
    const { container } = render(
      await resolveServer(
        <ContentBlocks country="Ghana" blocks={[{ _key: 't', _type: 'textBlock', text }]} />,
      ),
    )
    const paragraphs = Array.from(container.querySelectorAll('p'), (p) => p.textContent)
    expect(paragraphs).toEqual(['First line\nstill first.', 'Second.', 'Third.'])
    expect(splitParagraphs('\n\nOnly one.\n\n')).toEqual(['Only one.'])
  })

  it.each([
    ['pair', 2],
    ['full', 1],
    ['block', 1],
  ] as const)('renders a %s image block as %i image(s)', async (layout, expected) => {
    render(
      await resolveServer(
        <ContentBlocks country="Ghana" blocks={[imageBlock(layout, expected)]} />,
      ),
    )
    expect(screen.getAllByRole('img')).toHaveLength(expected)
  })

  it('shows each photograph with its caption, credit and place, and nothing when it has none', async () => {
    const block = imageBlock('pair', 2)
    const [first, second] = block.images
    if (!first || !second) throw new Error('a pair has two photographs')
    block.images = [
      { ...first, caption: 'Market day in Kumasi.', credit: 'Ama Mensah', place: 'Kumasi' },
      second,
    ]
    const { container } = render(
      await resolveServer(<ContentBlocks country="Ghana" blocks={[block]} />),
    )
    const figures = container.querySelectorAll('figure')
    expect(figures).toHaveLength(2)
    const caption = figures[0]?.querySelector('figcaption')
    expect(caption).toHaveTextContent('Market day in Kumasi.')
    expect(caption).toHaveTextContent('Photograph by Ama Mensah · Kumasi, Ghana')
    expect(figures[1]?.querySelector('figcaption')).toBeNull()
  })

  it('draws a pair at one height: each box grows in proportion to its own shape', async () => {
    const block = imageBlock('pair', 2)
    const [first, second] = block.images
    if (!first?.asset || !second?.asset) throw new Error('a pair has two photographs')
    const portrait = { width: 1600, height: 2000, aspectRatio: 0.8 }
    block.images = [
      first,
      {
        ...second,
        asset: { ...second.asset, metadata: { lqip: null, color: null, dimensions: portrait } },
      },
    ]
    const { container } = render(
      await resolveServer(<ContentBlocks country="Ghana" blocks={[block]} />),
    )
    const grows = [...container.querySelectorAll('figure')].map((figure) =>
      Number((figure as HTMLElement).style.flexGrow),
    )
    expect(grows[0]).toBeCloseTo(4 / 3)
    expect(grows[1]).toBeCloseTo(0.8)
    const images = screen.getAllByRole('img')
    // Neither is cropped to the other's shape: each file has its photograph's own proportions.
    expect(
      Number(images[1]?.getAttribute('width')) / Number(images[1]?.getAttribute('height')),
    ).toBeCloseTo(0.8, 2)
    expect(images.every((image) => !image.hasAttribute('data-crop'))).toBe(true)
  })

  it('renders a quote block as a blockquote', async () => {
    const quote = 'Light is the first storyteller.'
    const { container } = render(
      await resolveServer(
        <ContentBlocks country="Ghana" blocks={[{ _key: 'q', _type: 'quoteBlock', quote }]} />,
      ),
    )
    const blockquote = container.querySelector('blockquote')
    expect(blockquote).toHaveTextContent(quote)
  })

  it('renders nothing for an unknown block type, and the known blocks around it', async () => {
    // Parsed like a query result: a block type the site does not know yet.
    const blocks: ContentBlockResult[] = JSON.parse(
      JSON.stringify([
        { _key: 'v', _type: 'videoBlock', url: 'https://example.com/v.mp4' },
        { _key: 'q', _type: 'quoteBlock', quote: 'Still here.' },
      ]),
    )
    const { container } = render(
      await resolveServer(<ContentBlocks country="Ghana" blocks={blocks} />),
    )
    expect(container.querySelector('blockquote')).toHaveTextContent('Still here.')
    expect(container.firstElementChild?.children).toHaveLength(1)
    expect(container).not.toHaveTextContent('example.com')
  })
})
