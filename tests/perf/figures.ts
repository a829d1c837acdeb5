// What one Lighthouse run says about a page, and the median of several runs.

/**
 * Scores 0 to 1; times in ms; CLS unitless; bytes transferred. Accessibility, Best Practices and
 * SEO are null for a run that did not audit them (measure-pages.ts: a page's first run only).
 */
export type PageFigures = {
  performance: number
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  scriptBytes: number
  /** Web fonts transferred on load. */
  fontBytes: number
  /** The host's speed as Lighthouse measured it, and the CPU slowdown simulated from it. */
  benchmarkIndex: number
  cpuSlowdown: number
}

/** The scores only a page's first run audits. */
export type ScoreKey = 'accessibility' | 'bestPractices' | 'seo'

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take the median of.')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  if (sorted.length % 2 === 1) return upper
  return ((sorted[middle - 1] ?? Number.NaN) + upper) / 2
}

/** A score's median over the runs that audited it; null if none did. */
function scoreMedian(values: ReadonlyArray<number | null>): number | null {
  const audited = values.filter((value) => value !== null)
  return audited.length > 0 ? median(audited) : null
}

/** Each figure's own median: one slow run moves no figure of the others. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (key: Exclude<keyof PageFigures, ScoreKey>) => median(runs.map((run) => run[key]))
  const score = (key: ScoreKey) => scoreMedian(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('bestPractices'),
    seo: score('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    totalBytes: of('totalBytes'),
    scriptBytes: of('scriptBytes'),
    fontBytes: of('fontBytes'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown: of('cpuSlowdown'),
  }
}

/**
 * Each timing's best run (the lowest FCP, LCP and TBT, the highest Performance score), the other
 * figures' medians. What the timing budgets judge: a busy machine only ever makes a load slower,
 * never faster, so a page's best run is the one least disturbed, the bare page's alike.
 */
export function bestFigures(runs: readonly PageFigures[]): PageFigures {
  const lowest = (key: 'fcpMs' | 'lcpMs' | 'tbtMs') => Math.min(...runs.map((run) => run[key]))
  return {
    ...medianFigures(runs),
    performance: Math.max(...runs.map((run) => run.performance)),
    fcpMs: lowest('fcpMs'),
    lcpMs: lowest('lcpMs'),
    tbtMs: lowest('tbtMs'),
  }
}
