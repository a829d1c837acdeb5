// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react'

import { Reveal } from '@/components/motion/reveal'

import { stubIntersectionObserver, stubMatchMedia } from '@/tests/support/dom-stubs'

afterEach(() => vi.unstubAllGlobals())

// The animated wrapper's inline opacity ('' before any animation: fully visible).
const opacity = (element: HTMLElement) => element.parentElement?.style.opacity ?? ''

describe('Reveal', () => {
  it('shows its children at once on a phone or with reduced motion, even below the fold', () => {
    stubMatchMedia(false)
    const observer = stubIntersectionObserver()
    render(
      <Reveal>
        <p>A story card</p>
      </Reveal>,
    )
    act(() => observer.report({ isIntersecting: false, top: 2000 }))
    expect(screen.getByText('A story card')).toBeVisible()
    expect(opacity(screen.getByText('A story card'))).not.toBe('0')
  })

  it('never hides what is already on screen on a wide screen', () => {
    stubMatchMedia(true)
    const observer = stubIntersectionObserver()
    render(
      <Reveal>
        <p>Above the fold</p>
      </Reveal>,
    )
    act(() => observer.report({ isIntersecting: true, top: 100 }))
    act(() => observer.report({ isIntersecting: false, top: -500 }))
    expect(screen.getByText('Above the fold')).toBeVisible()
  })

  it('on a wide screen, hides what starts below the fold and fades it in when scrolled to', async () => {
    stubMatchMedia(true)
    const observer = stubIntersectionObserver()
    render(
      <Reveal>
        <p>Below the fold</p>
      </Reveal>,
    )
    const text = screen.getByText('Below the fold')
    act(() => observer.report({ isIntersecting: false, top: 2000 }))
    // Hiding waits for the animation code's first import (Vite transforms framer-motion then):
    // over a second once, beside the lint and the type check on 2 cores.
    await waitFor(() => expect(opacity(text)).toBe('0'), { timeout: 10_000 })
    act(() => observer.report({ isIntersecting: true, top: 400 }))
    await waitFor(() => expect(opacity(text)).toBe('1'), { timeout: 10_000 })
  })
})
