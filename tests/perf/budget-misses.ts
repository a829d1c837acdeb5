// Which of `npm run bench:perf`'s budgets a page's Lighthouse figures miss, one line each, naming
// the page and the metric. (Bytes are the gate's: byte-misses.ts.)
import {
  MAX_CLS,
  MIN_SCORES,
  RELATIVE_BUDGETS,
  type PerfPageName,
  type ScoreName,
} from '@/tests/perf/budgets'
import type { PageFigures } from '@/tests/perf/figures'

export const SCORE_LABELS: ReadonlyArray<readonly [ScoreName, string]> = [
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best Practices'],
  ['seo', 'SEO'],
]

/** The timing budgets alone, against the bare page measured in the same run. */
export function timingMisses(page: string, figures: PageFigures, bare: PageFigures): string[] {
  const misses: string[] = []
  const { fcpRatio, lcpRatio, tbtOverMs, tbtRatio, performanceBelow, performanceShortfallRatio } =
    RELATIVE_BUDGETS
  const maxFcp = bare.fcpMs * fcpRatio
  if (figures.fcpMs > maxFcp) {
    misses.push(
      `${page}: FCP ${Math.round(figures.fcpMs)} ms > ${fcpRatio}× the bare page's ` +
        `${Math.round(bare.fcpMs)} ms (${Math.round(maxFcp)} ms)`,
    )
  }
  const maxLcp = bare.lcpMs * lcpRatio
  if (figures.lcpMs > maxLcp) {
    misses.push(
      `${page}: LCP ${Math.round(figures.lcpMs)} ms > ${lcpRatio}× the bare page's ` +
        `${Math.round(bare.lcpMs)} ms (${Math.round(maxLcp)} ms)`,
    )
  }
  const maxTbt = Math.max(bare.tbtMs + tbtOverMs, bare.tbtMs * tbtRatio)
  if (figures.tbtMs > maxTbt) {
    misses.push(
      `${page}: TBT ${Math.round(figures.tbtMs)} ms > the bare page's ` +
        `${Math.round(bare.tbtMs)} ms + ${tbtOverMs} ms (or ${tbtRatio}× it, if more)`,
    )
  }
  const minPerformance = Math.min(
    bare.performance - performanceBelow,
    1 - performanceShortfallRatio * (1 - bare.performance),
  )
  if (figures.performance < minPerformance - 1e-9) {
    misses.push(
      `${page}: Performance ${figures.performance.toFixed(2)} < the bare page's ` +
        `${bare.performance.toFixed(2)} − ${performanceBelow.toFixed(2)} ` +
        `(or ${performanceShortfallRatio}× its shortfall from 1, if lower: ${minPerformance.toFixed(2)})`,
    )
  }
  return misses
}

/** The budgets Lighthouse judges on a page's medians: the scores and layout shift. */
export function absoluteMisses(page: PerfPageName, figures: PageFigures): string[] {
  const misses: string[] = []
  for (const [name, label] of SCORE_LABELS) {
    const min = MIN_SCORES[name]
    const value = figures[name]
    if (value === null) misses.push(`${page}: ${label} not audited`)
    else if (value < min) misses.push(`${page}: ${label} ${value.toFixed(2)} < ${min.toFixed(2)}`)
  }
  if (figures.cls > MAX_CLS) misses.push(`${page}: CLS ${figures.cls.toFixed(3)} > ${MAX_CLS}`)
  return misses
}

/** Every budget: the scores and layout shift, and the timings against the bare page. */
export function budgetMisses(
  page: PerfPageName,
  figures: PageFigures,
  bare: PageFigures,
): string[] {
  return [...absoluteMisses(page, figures), ...timingMisses(page, figures, bare)]
}
