// The measured figures as a Markdown table, to read in a terminal or paste in an issue.
import { KB } from '@/tests/perf/budgets'
import type { PageFigures } from '@/tests/perf/figures'

const kb = (bytes: number) => (bytes / KB).toFixed(1)

export function figuresTable(rows: ReadonlyArray<readonly [string, PageFigures]>): string {
  const lines = [
    '| page | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | kB | JS kB | host index | CPU × |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const [name, f] of rows) {
    const scores = [f.performance, f.accessibility, f.bestPractices, f.seo].map((s) => s.toFixed(2))
    const rest = [Math.round(f.lcpMs), Math.round(f.tbtMs), f.cls.toFixed(3)]
    const host = [Math.round(f.benchmarkIndex), f.cpuSlowdown.toFixed(2)]
    const cells = [name, ...scores, ...rest, kb(f.totalBytes), kb(f.scriptBytes), ...host]
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}
