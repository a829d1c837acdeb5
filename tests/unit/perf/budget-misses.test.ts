// The arithmetic of `npm run test:perf` (tests/perf): medians, and which budgets a page misses.
import { MAX_PAGE_BYTES, MAX_SAVER_PAGE_BYTES, MAX_TBT_MS, MIN_SCORES } from '@/tests/perf/budgets'
import { budgetMisses, saverBudgetMisses } from '@/tests/perf/budget-misses'
import { median, medianFigures, type PageFigures } from '@/tests/perf/figures'

const within: PageFigures = {
  performance: MIN_SCORES.performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  totalBytes: MAX_PAGE_BYTES['/latest'],
  scriptBytes: 1,
  benchmarkIndex: 1000,
  cpuSlowdown: 2.4,
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
})

describe('budgetMisses', () => {
  it('passes a page exactly on its budgets', () => {
    expect(budgetMisses('/latest', within)).toEqual([])
  })

  it('names the page and each metric over budget', () => {
    const misses = budgetMisses('story', {
      ...within,
      accessibility: 0.98,
      tbtMs: MAX_TBT_MS + 1,
      totalBytes: MAX_PAGE_BYTES.story + 1,
    })
    expect(misses).toHaveLength(3)
    expect(misses[0]).toMatch(/^story: Accessibility 0\.98 < 1\.00/)
    expect(misses[1]).toMatch(/^story: TBT/)
    expect(misses[2]).toMatch(/^story: bytes/)
  })

  it('gives the home page and a story more bytes than the other pages', () => {
    const heavier = { ...within, totalBytes: MAX_PAGE_BYTES['/latest'] + 1 }
    expect(budgetMisses('/', heavier)).toEqual([])
    expect(budgetMisses('/community', heavier)).toHaveLength(1)
  })
})

describe('saverBudgetMisses', () => {
  it('names the page, the mode and the bytes over 250 kB', () => {
    expect(MAX_SAVER_PAGE_BYTES).toBe(250_000)
    expect(saverBudgetMisses('story', { ...within, totalBytes: 250_000 })).toEqual([])
    expect(saverBudgetMisses('story', { ...within, totalBytes: 262_400 })).toEqual([
      'story (data saver): bytes 262.4 kB > 250.0 kB',
    ])
  })
})
