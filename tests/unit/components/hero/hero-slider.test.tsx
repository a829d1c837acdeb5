// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { heroWords } from '@/components/hero/hero-options'
import { StoryHeroSlider } from '@/components/hero/story-hero-slider'
import { translator } from '@/lib/i18n/translator'
import { DEVICE_SIZES } from '@/lib/image-sizes'

import { stubMatchMedia } from '@/tests/support/dom-stubs'
import { storyCard } from '@/tests/support/story-cards'
import { nonEmpty } from '@/tests/support/non-empty'
import { resolveServer } from '@/tests/support/server-tree'

/** The slider's words as an English page gives them. */
const HERO_WORDS = heroWords(translator('en'))

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
  it('makes one slide per story: title, description and a Discover link to the story', async () => {
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
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

  it("shows the caller's subtitle and button label on every slide", async () => {
    render(
      await resolveServer(
        <StoryHeroSlider
          words={HERO_WORDS}
          stories={stories}
          options={{ subtitle: 'Editor’s pick', buttonLabel: 'Read' }}
        />,
      ),
    )
    expect(slides()).toHaveLength(3)
    for (const slide of slides()) {
      expect(within(slide).getByText('Editor’s pick')).toBeInTheDocument()
      const link = within(slide).getByRole('link', { hidden: true })
      expect(link).toHaveTextContent(/^Read$/)
    }
    expect(screen.queryByText('Discover')).not.toBeInTheDocument()
  })

  it('gives desktops the spec banner: 1352x560 quality 100, at 1x and 2x', async () => {
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
    const img = within(slides()[0]!).getByRole('img', { hidden: true })
    const [oneX, twoX] = (img.getAttribute('srcset') ?? '').split(', ')
    expect(oneX).toMatch(/ 1352w$/)
    expect(twoX).toMatch(/ 2704w$/)
    expect(sizeOf(oneX)).toEqual({ w: '1352', h: '560', q: '100' })
    expect(sizeOf(twoX)).toEqual({ w: '2704', h: '1120', q: '100' })
    expect(img.getAttribute('src')).toBe(oneX?.replace(/ 1352w$/, ''))
  })

  it('gives phones a square crop and tablets a 16:9 one, at the site image widths', async () => {
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
    const sources = Array.from(slides()[0]!.querySelectorAll('picture source'))
    // Each shape twice: first for dense screens, at their lower quality.
    expect(sources.map((source) => source.getAttribute('media'))).toEqual([
      '(max-width: 767px) and (min-resolution: 1.5dppx)',
      '(max-width: 767px)',
      '(max-width: 1023px) and (min-resolution: 1.5dppx)',
      '(max-width: 1023px)',
    ])
    const shapes = sources.map((source, index) =>
      nonEmpty((source.getAttribute('srcset') ?? '').split(', ')).map((candidate) => {
        const { w, h, q } = sizeOf(candidate)
        expect(candidate).toMatch(new RegExp(` ${w}w$`))
        expect(DEVICE_SIZES).toContain(Number(w))
        expect(q).toBe(index % 2 === 0 ? '60' : '80')
        return Number(w) / Number(h)
      }),
    )
    const [phone = [], densePhone = [], tablet = [], denseTablet = []] = shapes
    expect(densePhone).toEqual(phone)
    expect(denseTablet).toEqual(tablet)
    expect(phone).not.toHaveLength(0)
    expect(tablet).not.toHaveLength(0)
    for (const ratio of phone) expect(ratio).toBeCloseTo(1, 2)
    for (const ratio of tablet) expect(ratio).toBeCloseTo(16 / 9, 2)
  })

  it('loads the first photograph eagerly and first, the others not yet', async () => {
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
    const images = slides().map((slide) => slide.querySelector('img'))
    expect(images.map((img) => img?.getAttribute('loading') ?? null)).toEqual(['eager', null, null])
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
  })

  it("loads the neighbour's photograph once the reader reaches for the slider (a touch)", async () => {
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
    expect(slides()[1]!.querySelector('img')).toBeNull()
    fireEvent.pointerDown(slides()[0]!, { pointerType: 'touch' })
    expect(slides()[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy')
    expect(slides()[2]!.querySelector('img')).toBeNull()
  })

  it('on a phone, a mouse passing over it (a page scrolled under a resting pointer) is no reach', async () => {
    const user = userEvent.setup()
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
    await user.hover(slides()[0]!)
    expect(slides()[1]!.querySelector('img')).toBeNull()
  })

  it("loads a slide's photograph once it is shown, and its neighbour's", async () => {
    const user = userEvent.setup()
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
    expect(slides()[2]!.querySelector('img')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Next story' }))
    expect(slides()[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy')
    expect(slides()[2]!.querySelector('img')).toHaveAttribute('loading', 'lazy')
  })

  it('counts a scroll the buttons started only where it ends, however long it pauses midway', async () => {
    // Before Swiper's code arrives, Next scrolls the strip natively and smoothly; on a busy phone
    // that scroll can stall between frames for longer than a reader's own scroll takes to settle.
    vi.useFakeTimers()
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
    const strip = document.querySelector<HTMLElement>('.swiper-wrapper')!
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 400 })
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }))
    // A frame of that scroll, a fifth of the way to the next slide, then nothing for a while.
    Object.defineProperty(strip, 'scrollLeft', { configurable: true, value: 80, writable: true })
    fireEvent.scroll(strip)
    act(() => vi.advanceTimersByTime(400))
    vi.useRealTimers()
    expect(screen.getByRole('button', { name: 'Show story 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true])
  })

  it('has previous and next buttons and one dot per slide, off-screen slides inert', async () => {
    render(await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={stories} />))
    expect(screen.getByRole('button', { name: 'Previous story' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next story' })).toBeEnabled()
    expect(screen.getAllByRole('button', { name: /^Show story \d of 3$/ })).toHaveLength(3)
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true])
  })

  it('renders nothing without stories', async () => {
    const { container } = render(
      await resolveServer(<StoryHeroSlider words={HERO_WORDS} stories={[]} />),
    )
    expect(container).toBeEmptyDOMElement()
  })
})
