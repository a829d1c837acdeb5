// Which budgets a page's median figures miss, one line each, naming the page and the metric.
import {
  KB,
  MAX_CLS,
  MAX_LCP_MS,
  MAX_PAGE_BYTES,
  MAX_SAVER_PAGE_BYTES,
  MAX_SCRIPT_BYTES,
  MAX_TBT_MS,
  MIN_SCORES,
  type PerfPageName,
  type ScoreName,
} from '@/tests/perf/budgets'
import type { PageFigures } from '@/tests/perf/figures'

export const SCORE_LABELS: ReadonlyArray<readonly [ScoreName, string]> = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best Practices'],
  ['seo', 'SEO'],
]

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`

export function budgetMisses(page: PerfPageName, figures: PageFigures): string[] {
  const misses: string[] = []
  for (const [name, label] of SCORE_LABELS) {
    const min = MIN_SCORES[name]
    if (figures[name] < min) {
      misses.push(`${page}: ${label} ${figures[name].toFixed(2)} < ${min.toFixed(2)}`)
    }
  }
  if (figures.lcpMs > MAX_LCP_MS)
    misses.push(`${page}: LCP ${Math.round(figures.lcpMs)} ms > ${MAX_LCP_MS} ms`)
  if (figures.tbtMs > MAX_TBT_MS)
    misses.push(`${page}: TBT ${Math.round(figures.tbtMs)} ms > ${MAX_TBT_MS} ms`)
  if (figures.cls > MAX_CLS) misses.push(`${page}: CLS ${figures.cls.toFixed(3)} > ${MAX_CLS}`)
  if (figures.totalBytes > MAX_PAGE_BYTES[page])
    misses.push(`${page}: bytes ${kb(figures.totalBytes)} > ${kb(MAX_PAGE_BYTES[page])}`)
  if (figures.scriptBytes > MAX_SCRIPT_BYTES)
    misses.push(`${page}: JavaScript ${kb(figures.scriptBytes)} > ${kb(MAX_SCRIPT_BYTES)}`)
  return misses
}

/** Data saver mode's one budget: the bytes a page transfers on load. */
export function saverBudgetMisses(page: PerfPageName, figures: PageFigures): string[] {
  if (figures.totalBytes <= MAX_SAVER_PAGE_BYTES) return []
  return [`${page} (data saver): bytes ${kb(figures.totalBytes)} > ${kb(MAX_SAVER_PAGE_BYTES)}`]
}
