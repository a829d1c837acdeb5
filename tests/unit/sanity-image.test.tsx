// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'

import { SanityImage } from '@/components/sanity-image'

import { storyCard } from '../support/story-cards'

const { cover } = storyCard(1)

describe('SanityImage', () => {
  it('waits lazily', () => {
    render(<SanityImage image={cover} width={437} height={546} sizes="50vw" />)
    const image = screen.getByRole('img', { name: 'Cover 1' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).not.toHaveAttribute('fetchpriority')
  })

  it('as the LCP, loads eagerly and first', () => {
    render(<SanityImage image={cover} width={437} height={546} sizes="50vw" priority />)
    const image = screen.getByRole('img', { name: 'Cover 1' })
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })
})
