// The test DOM lays nothing out, so media queries and intersections are for each test to decide:
// components that use matchMedia or IntersectionObserver get these.
import { vi } from 'vitest'

/** Every media query answers `matches` (true: a wide screen that allows motion). */
export function stubMatchMedia(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
}

type Entry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>

/** An IntersectionObserver the test drives: `report(entry)` calls every observer back. */
export function stubIntersectionObserver() {
  const callbacks = new Set<(entries: Entry[]) => void>()
  class FakeObserver {
    private readonly callback: (entries: Entry[]) => void
    constructor(callback: (entries: Entry[]) => void) {
      this.callback = callback
    }
    observe() {
      callbacks.add(this.callback)
    }
    unobserve() {}
    disconnect() {
      callbacks.delete(this.callback)
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    report(entry: { isIntersecting: boolean; top: number }) {
      const rect = DOMRectReadOnly.fromRect({ x: 0, y: entry.top, width: 100, height: 100 })
      for (const callback of callbacks) {
        callback([{ isIntersecting: entry.isIntersecting, boundingClientRect: rect }])
      }
    },
  }
}
