// A reading session's figures (reading-session.ts) as a table: a row a step, a column a kind of
// bytes, compressed kB; and the session's misses of its budget (budgets.ts).
import { KB, MAX_SESSION_BYTES } from '@/tests/perf/budgets'
import type { SessionFigures } from '@/tests/perf/reading-session'
import { BYTE_KINDS, totalBytes } from '@/tests/perf/weight-figures'

const kb = (bytes: number) => (bytes / KB).toFixed(1)

export const sessionBytes = (figures: SessionFigures) =>
  figures.steps.reduce((sum, step) => sum + totalBytes(step), 0)

export function sessionTable(figures: SessionFigures): string {
  const header = ['step', 'all', ...BYTE_KINDS, 'requests']
  const rows = figures.steps.map((step) => [
    step.step,
    kb(totalBytes(step)),
    ...BYTE_KINDS.map((kind) => kb(step.bytes[kind])),
    String(step.requests),
  ])
  const sum = (kind: (typeof BYTE_KINDS)[number]) =>
    figures.steps.reduce((total, step) => total + step.bytes[kind], 0)
  rows.push([
    'session',
    kb(sessionBytes(figures)),
    ...BYTE_KINDS.map((kind) => kb(sum(kind))),
    String(figures.steps.reduce((total, step) => total + step.requests, 0)),
  ])
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  )
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
  return [
    line(header),
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n')
}

/** What the session did that the gate refuses: over budget, a page she never opened, a failure. */
export function sessionMisses(figures: SessionFigures): string[] {
  const budget = MAX_SESSION_BYTES[figures.mode]
  const bytes = sessionBytes(figures)
  const session = `the ${figures.mode === 'lite' ? "data saver's" : "full site's"} reading session`
  return [
    ...(bytes > budget ? [`${session}: ${kb(bytes)} kB, over its ${kb(budget)} kB`] : []),
    ...figures.unopened.map((path) => `${session}: fetched ${path}, a page it never opened`),
    ...figures.failed.map((request) => `${session}: ${request} failed`),
  ]
}
