// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'

import { ContentBlocks } from '@/components/story/content-blocks'
import { splitParagraphs } from '@/components/story/text-block'
import type { ContentBlockResult, ImageBlockResult, ImageResult } from '@/sanity/types'

function photo(key: string, alt: string): ImageResult & { _key: string } {
  return {
    _key: key,
    alt,
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
  it('splits a text block into paragraphs on blank lines', () => {
    const text = 'First line\nstill first.\n\nSecond.\n   \nThird.'
    const { container } = render(
      <ContentBlocks blocks={[{ _key: 't', _type: 'textBlock', text }]} />,
    )
    const paragraphs = Array.from(container.querySelectorAll('p'), (p) => p.textContent)
    expect(paragraphs).toEqual(['First line\nstill first.', 'Second.', 'Third.'])
    expect(splitParagraphs('\n\nOnly one.\n\n')).toEqual(['Only one.'])
  })

  it.each([
    ['pair', 2],
    ['full', 1],
    ['block', 1],
  ] as const)('renders a %s image block as %i image(s)', (layout, expected) => {
    render(<ContentBlocks blocks={[imageBlock(layout, expected)]} />)
    expect(screen.getAllByRole('img')).toHaveLength(expected)
  })

  it('renders a quote block as a blockquote', () => {
    const quote = 'Light is the first storyteller.'
    const { container } = render(
      <ContentBlocks blocks={[{ _key: 'q', _type: 'quoteBlock', quote }]} />,
    )
    const blockquote = container.querySelector('blockquote')
    expect(blockquote).toHaveTextContent(quote)
  })

  it('renders nothing for an unknown block type, and the known blocks around it', () => {
    // Parsed like a query result: a block type the site does not know yet.
    const blocks: ContentBlockResult[] = JSON.parse(
      JSON.stringify([
        { _key: 'v', _type: 'videoBlock', url: 'https://example.com/v.mp4' },
        { _key: 'q', _type: 'quoteBlock', quote: 'Still here.' },
      ]),
    )
    const { container } = render(<ContentBlocks blocks={blocks} />)
    expect(container.querySelector('blockquote')).toHaveTextContent('Still here.')
    expect(container.firstElementChild?.children).toHaveLength(1)
    expect(container).not.toHaveTextContent('example.com')
  })
})
