// The measured figures as a Markdown table, to read in a terminal or paste in an issue; with a
// bare page, each page's LCP as a multiple of its and TBT above its.
import { KB } from '@/tests/perf/budgets'
import type { PageFigures } from '@/tests/perf/figures'

const kb = (bytes: number) => (bytes / KB).toFixed(1)

export function figuresTable(
  rows: ReadonlyArray<readonly [string, PageFigures]>,
  bare?: PageFigures,
): string {
  const relative = bare ? ['FCP ×bare', 'LCP ×bare', 'TBT −bare'] : []
  const head = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', ...relative]
  const tail = ['CLS', 'kB', 'JS kB', 'font kB', 'host index', 'CPU ×']
  const lines = [
    `| ${[...head, ...tail].join(' | ')} |`,
    `|${[...head, ...tail].map(() => '---').join('|')}|`,
  ]
  for (const [name, f] of rows) {
    const scores = [f.performance, f.accessibility, f.bestPractices, f.seo].map((s) =>
      s === null ? '–' : s.toFixed(2),
    )
    const timings = [Math.round(f.fcpMs), Math.round(f.lcpMs), Math.round(f.tbtMs)]
    const ratios = bare
      ? [
          (f.fcpMs / bare.fcpMs).toFixed(2),
          (f.lcpMs / bare.lcpMs).toFixed(2),
          `${Math.round(f.tbtMs - bare.tbtMs)}`,
        ]
      : []
    const rest = [f.cls.toFixed(3), kb(f.totalBytes), kb(f.scriptBytes), kb(f.fontBytes)]
    const host = [Math.round(f.benchmarkIndex), f.cpuSlowdown.toFixed(2)]
    const cells = [name, ...scores, ...timings, ...ratios, ...rest, ...host]
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}
