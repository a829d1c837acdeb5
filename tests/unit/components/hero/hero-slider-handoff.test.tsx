// @vitest-environment happy-dom
// The hand-over from the browser's own swipe (scroll snap) to Swiper, once its code arrives.
import { act, fireEvent, render } from '@testing-library/react'

import { createHeroSwiper } from '@/components/hero/swiper-setup'
import { heroWords } from '@/components/hero/hero-options'
import { StoryHeroSlider } from '@/components/hero/story-hero-slider'
import { translator } from '@/lib/i18n/translator'

import { stubMatchMedia } from '@/tests/support/dom-stubs'
import { storyCard } from '@/tests/support/story-cards'

/** The slider's words as an English page gives them. */
const HERO_WORDS = heroWords(translator('en'))

vi.mock('@/components/hero/swiper-setup', () => ({
  createHeroSwiper: vi.fn(() => ({ destroy: () => {}, slideTo: () => {} })),
}))

const WIDTH = 400

beforeEach(() => {
  stubMatchMedia(false)
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.mocked(createHeroSwiper).mockClear()
})

function strip() {
  const element = document.querySelector<HTMLElement>('.swiper-wrapper')
  if (!element) throw new Error('no strip')
  return element
}

/** Where the strip is scrolled to, as the browser would report it; a scroll event if `event`. */
function scrollTo(left: number, { event = true } = {}) {
  Object.defineProperty(strip(), 'scrollLeft', { configurable: true, writable: true, value: left })
  if (event) fireEvent.scroll(strip())
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

it('starts Swiper on the slide a swipe ends on, though the finger paused midway', async () => {
  render(
    <StoryHeroSlider
      locale="en"
      words={HERO_WORDS}
      stories={[storyCard(1), storyCard(2), storyCard(3)]}
    />,
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
  await wait(1_000)

  expect(createHeroSwiper).toHaveBeenCalledTimes(1)
  expect(vi.mocked(createHeroSwiper).mock.calls[0]?.[1]).toBe(0)
})
