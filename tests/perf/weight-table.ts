// Page weights as a Markdown table, to read in a terminal or paste in an issue.
import { KB } from '@/tests/perf/budgets'
import { BYTE_KINDS, totalBytes, type PageWeight } from '@/tests/perf/weight-figures'

const kb = (bytes: number) => (bytes / KB).toFixed(1)

export function weightTable(rows: ReadonlyArray<readonly [string, PageWeight]>): string {
  const head = ['page', 'kB', ...BYTE_KINDS.map((kind) => `${kind} kB`), 'page JS kB', 'requests']
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`]
  for (const [name, weight] of rows) {
    const cells = [
      name,
      kb(totalBytes(weight)),
      ...BYTE_KINDS.map((kind) => kb(weight.bytes[kind])),
      kb(weight.pageScriptBytes),
      weight.requests,
    ]
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}
