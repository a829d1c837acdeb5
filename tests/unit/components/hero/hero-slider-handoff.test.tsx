// @vitest-environment happy-dom
// The hand-over from the browser's own swipe (scroll snap) to Swiper, once its code arrives.
import { act, fireEvent, render, screen } from '@testing-library/react'
import type Swiper from 'swiper'

import { heroWords } from '@/components/hero/hero-options'
import { StoryHeroSlider } from '@/components/hero/story-hero-slider'
import { translator } from '@/lib/i18n/translator'

import { stubMatchMedia } from '@/tests/support/dom-stubs'
import { storyCard } from '@/tests/support/story-cards'
import { resolveServer } from '@/tests/support/server-tree'

/** The slider's words as an English page gives them. */
const HERO_WORDS = heroWords(translator('en'))

const WIDTH = 400

beforeAll(async () => {
  // Swiper's own chunk, loaded once ahead, so the slider's import of it settles in a tick and
  // the test's fake clock decides everything else.
  await import('@/components/hero/swiper-setup')
})
beforeEach(() => {
  stubMatchMedia(false)
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function strip() {
  const element = document.querySelector<HTMLElement>('.swiper-wrapper')
  if (!element) throw new Error('no strip')
  return element
}

function slides(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
}

/** Where the strip is scrolled to, as the browser would report it; a scroll event if `event`. */
function scrollTo(left: number, { event = true } = {}) {
  Object.defineProperty(strip(), 'scrollLeft', { configurable: true, writable: true, value: left })
  if (event) fireEvent.scroll(strip())
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** The Swiper that has taken the slider over, once it has. */
const started = () =>
  act(() =>
    vi.waitFor(() => {
      const element = document.querySelector<HTMLElement & { swiper?: Swiper }>(
        '.swiper-initialized',
      )
      if (!element?.swiper) throw new Error('Swiper has not started')
      return element.swiper
    }),
  )

it('starts Swiper, once the pointer reaches the slider, at the spec: 300 ms a slide, 5 px threshold', async () => {
  render(
    await resolveServer(
      <StoryHeroSlider words={HERO_WORDS} stories={[storyCard(1), storyCard(2), storyCard(3)]} />,
    ),
  )
  expect(document.querySelector('.swiper-initialized')).toBeNull()
  fireEvent.pointerEnter(document.querySelector('.swiper')!)
  expect((await started()).params).toMatchObject({ speed: 300, threshold: 5 })
})

it('starts Swiper on the slide a swipe ends on, though the finger paused midway', async () => {
  render(
    await resolveServer(
      <StoryHeroSlider words={HERO_WORDS} stories={[storyCard(1), storyCard(2), storyCard(3)]} />,
    ),
  )
  Object.defineProperty(strip(), 'clientWidth', { configurable: true, value: WIDTH })
  scrollTo(WIDTH) // the reader has swiped to slide 2 before touching again
  await wait(500)

  // A swipe back to slide 1: the finger rests most of the way to slide 2 long enough for the
  // strip to look settled there, then goes on and lifts before the browser reports that scroll.
  fireEvent.touchStart(strip())
  scrollTo(WIDTH * 0.6)
  await wait(300)
  scrollTo(WIDTH * 0.1, { event: false })
  fireEvent.touchEnd(strip())

  // Swiper takes the strip over, on slide 1, and the reader is shown slide 1.
  expect((await started()).activeIndex).toBe(0)
  expect(slides().map((slide) => slide.classList.contains('swiper-slide-active'))).toEqual([
    true,
    false,
    false,
  ])
  expect(screen.getByRole('button', { name: 'Show story 1 of 3', hidden: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true])
})
