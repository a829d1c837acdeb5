// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'

import {
  DEFAULT_BUTTON_LABEL,
  HERO_SLIDER_SPEED,
  HERO_SLIDER_THRESHOLD,
} from '@/components/hero/hero-options'
import { StoryHeroSlider } from '@/components/hero/story-hero-slider'
import { HERO_IMAGE } from '@/lib/image'

import { stubMatchMedia } from '../support/dom-stubs'
import { storyCard } from '../support/story-cards'

const stories = [storyCard(1), storyCard(2), storyCard(3)]

beforeEach(() => stubMatchMedia(false))
afterEach(() => vi.unstubAllGlobals())

function slides(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
}

/** Width, height and quality asked of the image pipeline by a srcset candidate. */
function sizeOf(candidate = '') {
  const params = new URL(candidate.split(' ')[0] ?? '', 'http://localhost').searchParams
  return { w: params.get('w'), h: params.get('h'), q: params.get('q') }
}

describe('HeroSlider', () => {
  it('uses the slider settings of the spec', () => {
    expect(HERO_SLIDER_SPEED).toBe(300)
    expect(HERO_SLIDER_THRESHOLD).toBe(5)
    expect(DEFAULT_BUTTON_LABEL).toBe('Discover')
  })

  it('makes one slide per story: title, description and a Discover link to the story', () => {
    render(<StoryHeroSlider stories={stories} />)
    expect(slides()).toHaveLength(3)
    slides().forEach((slide, index) => {
      const story = stories[index]!
      const view = within(slide)
      expect(view.getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(story.title)
      expect(view.getByText(story.description)).toBeInTheDocument()
      const link = view.getByRole('link', { hidden: true })
      expect(link).toHaveAttribute('href', `/stories/${story.slug}`)
      // A sighted visitor reads exactly "Discover"; its name adds the title for screen readers.
      expect(link).toHaveTextContent(/^Discover$/)
      expect(link).toHaveAccessibleName(`Discover: ${story.title}`)
    })
    expect(screen.queryByText(/featured/i)).not.toBeInTheDocument()
  })

  it("shows the caller's subtitle and button label on every slide", () => {
    render(
      <StoryHeroSlider
        stories={stories}
        options={{ subtitle: 'Editor’s pick', buttonLabel: 'Read' }}
      />,
    )
    for (const slide of slides()) {
      expect(within(slide).getByText('Editor’s pick')).toBeInTheDocument()
      const link = within(slide).getByRole('link', { hidden: true })
      expect(link).toHaveTextContent(/^Read$/)
    }
    expect(screen.queryByText('Discover')).not.toBeInTheDocument()
  })

  it('loads only the first banner eagerly, each at 1x and 2x of 1352x560 quality 100', () => {
    render(<StoryHeroSlider stories={stories} />)
    const images = slides().map((slide) => within(slide).getByRole('img', { hidden: true }))
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    for (const img of images) {
      const [oneX, twoX] = (img.getAttribute('srcset') ?? '').split(', ')
      expect(oneX).toMatch(/ 1352w$/)
      expect(twoX).toMatch(/ 2704w$/)
      expect(sizeOf(oneX)).toEqual({ w: '1352', h: '560', q: '100' })
      expect(sizeOf(twoX)).toEqual({ w: '2704', h: '1120', q: '100' })
      expect(img.getAttribute('src')).toBe(oneX?.replace(/ 1352w$/, ''))
    }
    expect(HERO_IMAGE).toEqual({ width: 1352, height: 560, quality: 100 })
  })

  it('has previous and next buttons and one dot per slide, off-screen slides inert', () => {
    render(<StoryHeroSlider stories={stories} />)
    expect(screen.getByRole('button', { name: 'Previous story' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next story' })).toBeEnabled()
    expect(screen.getAllByRole('button', { name: /^Show story \d of 3$/ })).toHaveLength(3)
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true])
  })

  it('renders nothing without stories', () => {
    const { container } = render(<StoryHeroSlider stories={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
