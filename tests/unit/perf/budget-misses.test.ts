// The arithmetic of `npm run bench:perf` (tests/perf): medians, and which timing, score and layout
// shift budgets a page misses.
import { RELATIVE_BUDGETS } from '@/tests/perf/budgets'
import { budgetMisses, timingMisses } from '@/tests/perf/budget-misses'
import { bestFigures, median, medianFigures, type PageFigures } from '@/tests/perf/figures'

const bare: PageFigures = {
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  fcpMs: 700,
  lcpMs: 800,
  tbtMs: 100,
  cls: 0,
  totalBytes: 150_000,
  scriptBytes: 140_000,
  fontBytes: 37_000,
  benchmarkIndex: 1000,
  cpuSlowdown: 2.4,
}

/** A page exactly on every budget, against `bare`. */
const within: PageFigures = {
  ...bare,
  performance: bare.performance - RELATIVE_BUDGETS.performanceBelow,
  fcpMs: bare.fcpMs * RELATIVE_BUDGETS.fcpRatio,
  lcpMs: bare.lcpMs * RELATIVE_BUDGETS.lcpRatio,
  tbtMs: bare.tbtMs + RELATIVE_BUDGETS.tbtOverMs,
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })

  it('takes each figure on its own', () => {
    const runs = [
      { ...within, lcpMs: 900, tbtMs: 50 },
      { ...within, lcpMs: 3000, tbtMs: 10 },
      { ...within, lcpMs: 1000, tbtMs: 900 },
    ]
    expect(medianFigures(runs)).toMatchObject({ lcpMs: 1000, tbtMs: 50 })
  })

  it("takes a score from the runs that audited it (a page's first), null if none did", () => {
    const unaudited = { accessibility: null, bestPractices: null, seo: null }
    const runs = [
      { ...within, accessibility: 0.9 },
      { ...within, ...unaudited },
      { ...within, ...unaudited },
    ]
    expect(medianFigures(runs)).toMatchObject({ accessibility: 0.9, seo: 1 })
    expect(medianFigures(runs.slice(1))).toMatchObject(unaudited)
  })
})

describe('bestFigures', () => {
  it('takes each timing from its best run, the other figures from their medians', () => {
    const runs = [
      { ...within, fcpMs: 900, lcpMs: 2000, tbtMs: 400, performance: 0.8, totalBytes: 3 },
      { ...within, fcpMs: 1100, lcpMs: 1500, tbtMs: 300, performance: 0.9, totalBytes: 1 },
      { ...within, fcpMs: 1000, lcpMs: 1800, tbtMs: 900, performance: 0.7, totalBytes: 2 },
    ]
    expect(bestFigures(runs)).toMatchObject({
      fcpMs: 900,
      lcpMs: 1500,
      tbtMs: 300,
      performance: 0.9,
      totalBytes: 2,
    })
  })
})

describe('timingMisses', () => {
  it('holds FCP, LCP, TBT and the Performance score to the bare page of the same run', () => {
    expect(timingMisses('story', within, bare)).toEqual([])
    const slower = {
      ...within,
      fcpMs: within.fcpMs + 1,
      lcpMs: within.lcpMs + 1,
      tbtMs: within.tbtMs + 1,
      performance: within.performance - 0.01,
    }
    const misses = timingMisses('story', slower, bare)
    expect(misses).toHaveLength(4)
    expect(misses[0]).toMatch(/^story: FCP \d+ ms > [\d.]+× the bare page's 700 ms/)
    expect(misses[1]).toMatch(/^story: LCP \d+ ms > [\d.]+× the bare page's 800 ms/)
    expect(misses[2]).toMatch(/^story: TBT \d+ ms > the bare page's 100 ms \+ \d+ ms/)
    expect(misses[3]).toMatch(/^story: Performance/)
  })

  it('lets TBT grow with a busy bare page: twice its TBT where that is more than 200 ms over', () => {
    const busyBare = { ...bare, tbtMs: 250 }
    expect(timingMisses('story', { ...within, tbtMs: 500 }, busyBare)).toEqual([])
    expect(timingMisses('story', { ...within, tbtMs: 501 }, busyBare)).toEqual([
      "story: TBT 501 ms > the bare page's 250 ms + 200 ms (or 2× it, if more)",
    ])
    // A quiet bare page: the 200 ms margin is the more.
    expect(timingMisses('story', { ...within, tbtMs: 301 }, bare)).toHaveLength(1)
  })

  it('lets the Performance score fall with a busy bare page: 3× its shortfall where that is lower', () => {
    // Quiet: 0.99 − 0.10 is the lower bound.
    expect(timingMisses('story', { ...within, performance: 0.89 }, bare)).toEqual([])
    expect(timingMisses('story', { ...within, performance: 0.88 }, bare)).toHaveLength(1)
    // Busy: 0.92's shortfall is 0.08, so down to 1 − 3 × 0.08 = 0.76.
    const busyBare = { ...bare, performance: 0.92 }
    expect(timingMisses('story', { ...within, performance: 0.76 }, busyBare)).toEqual([])
    expect(timingMisses('story', { ...within, performance: 0.75 }, busyBare)).toEqual([
      "story: Performance 0.75 < the bare page's 0.92 − 0.10 (or 3× its shortfall from 1, if lower: 0.76)",
    ])
  })

  it('moves with the bare page: a slower machine slows both', () => {
    const busy = {
      ...bare,
      fcpMs: bare.fcpMs * 2,
      lcpMs: bare.lcpMs * 2,
      tbtMs: bare.tbtMs * 3,
      performance: 0.8,
    }
    const page = {
      ...within,
      fcpMs: within.fcpMs * 1.5,
      lcpMs: within.lcpMs * 1.5,
      tbtMs: within.tbtMs + 50,
      performance: 0.75,
    }
    expect(timingMisses('story', page, bare)).toHaveLength(4)
    expect(timingMisses('story', page, busy)).toEqual([])
  })
})

describe('budgetMisses', () => {
  it('passes a page exactly on its budgets', () => {
    expect(budgetMisses('/latest', within, bare)).toEqual([])
  })

  it('names the page and each metric over budget', () => {
    const misses = budgetMisses(
      'story',
      {
        ...within,
        accessibility: 0.98,
        tbtMs: within.tbtMs + 1,
        cls: 0.03,
      },
      bare,
    )
    expect(misses).toHaveLength(3)
    expect(misses[0]).toMatch(/^story: Accessibility 0\.98 < 1\.00/)
    expect(misses[1]).toMatch(/^story: CLS 0\.030 > 0\.02/)
    expect(misses[2]).toMatch(/^story: TBT/)
  })

  it('counts a score no run audited as a miss, not a pass', () => {
    expect(budgetMisses('/latest', { ...within, seo: null }, bare)).toEqual([
      '/latest: SEO not audited',
    ])
  })
})
