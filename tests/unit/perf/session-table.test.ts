// tests/perf/session-table.ts: what the byte gate refuses of a reading session.
import { KB, MAX_SESSION_BYTES } from '@/tests/perf/budgets'
import type { SessionFigures } from '@/tests/perf/reading-session'
import { sessionBytes, sessionMisses, sessionTable } from '@/tests/perf/session-table'
import { noBytes } from '@/tests/perf/weight-figures'

const session = (mode: 'full' | 'lite', images: number, more: Partial<SessionFigures> = {}) => ({
  mode,
  steps: [
    { step: 'home' as const, bytes: { ...noBytes(), html: 10 * KB, js: 5 * KB }, requests: 3 },
    { step: 'scroll to the end' as const, bytes: { ...noBytes(), images }, requests: 4 },
  ],
  unopened: [],
  failed: [],
  ...more,
})

describe('sessionMisses', () => {
  it('passes a session within its budget that fetched only what it opened', () => {
    const figures = session('lite', MAX_SESSION_BYTES.lite - 15 * KB)
    expect(sessionBytes(figures)).toBe(MAX_SESSION_BYTES.lite)
    expect(sessionMisses(figures)).toEqual([])
  })

  it('names a session over its budget, with its bytes', () => {
    const misses = sessionMisses(session('full', MAX_SESSION_BYTES.full))
    expect(misses).toEqual([
      `the full site's reading session: ${((MAX_SESSION_BYTES.full + 15 * KB) / KB).toFixed(1)} kB, over its ${(MAX_SESSION_BYTES.full / KB).toFixed(1)} kB`,
    ])
  })

  it('names each page fetched that the session never opened, and each failure', () => {
    const misses = sessionMisses(
      session('full', 0, { unopened: ['/countries', '/latest'], failed: ['/a.webp (404)'] }),
    )
    expect(misses).toEqual([
      "the full site's reading session: fetched /countries, a page it never opened",
      "the full site's reading session: fetched /latest, a page it never opened",
      "the full site's reading session: /a.webp (404) failed",
    ])
  })
})

describe('sessionTable', () => {
  it('has a row a step and the session’s sums', () => {
    const lines = sessionTable(session('lite', 7 * KB)).split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[2]).toMatch(/^\| home +\| +15\.0 \| +10\.0 \|/)
    expect(lines[4]).toMatch(/^\| session +\| +22\.0 \|.* 7\.0 \|.*\| +7 \|$/)
  })
})
