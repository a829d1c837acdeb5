// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'

import { SanityImage } from '@/components/images/sanity-image'

import { storyCard } from '@/tests/support/story-cards'
import { resolveServer } from '@/tests/support/server-tree'

const { cover } = storyCard(1)

describe('SanityImage', () => {
  it('waits lazily, over its dominant colour rather than a blurred picture', async () => {
    render(await resolveServer(<SanityImage image={cover} width={437} height={546} sizes="50vw" />))
    const image = screen.getByRole('img', { name: 'Cover 1' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
    expect(image).toHaveStyle({ backgroundColor: '#8a5a3c' })
    expect(image.getAttribute('style') ?? '').not.toContain('background-image')
  })

  it('as the LCP, loads eagerly and first', async () => {
    render(
      await resolveServer(
        <SanityImage image={cover} width={437} height={546} sizes="50vw" priority />,
      ),
    )
    const image = screen.getByRole('img', { name: 'Cover 1' })
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })
})
