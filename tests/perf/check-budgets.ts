// `npm run test:perf`: the performance budgets (tests/perf/budgets.ts) on a copy of the current
// production build (run `npx next build` first), served by `next start` on 127.0.0.1. Lighthouse
// 12, mobile preset, RUNS runs per page after one warming visit; prints the median figures and
// exits 1 naming each page and metric over budget. Then each page again with `Save-Data: on`
// (data saver mode), whose budget is its bytes (MAX_SAVER_PAGE_BYTES).
import { startSite } from '@/tests/support/running-site'
import { budgetMisses, saverBudgetMisses } from '@/tests/perf/budget-misses'
import { SAVE_DATA_HEADERS, type PerfPageName } from '@/tests/perf/budgets'
import type { PageFigures } from '@/tests/perf/figures'
import { figuresTable } from '@/tests/perf/figures-table'
import { measurePages } from '@/tests/perf/measure-pages'
import { perfPages, perfTargets } from '@/tests/perf/perf-pages'
import { PERF_PORTS } from '@/tests/perf/perf-ports'
import { warmPages } from '@/tests/perf/warm-pages'

const RUNS = 3

async function main(): Promise<number> {
  const started = performance.now()
  const pages = perfPages()
  const site = await startSite('perf', PERF_PORTS.budgets.site)
  try {
    const targets = perfTargets(site.url, pages)
    await warmPages(targets.map((target) => target.url))
    // Data saver mode's variants are rendered on their first request: warm them too.
    await warmPages(
      targets.map((target) => target.url),
      SAVE_DATA_HEADERS,
    )
    const saverTargets = targets.map((target) => ({
      ...target,
      extraHeaders: { ...SAVE_DATA_HEADERS },
    }))
    const figures = await measurePages(targets, RUNS, PERF_PORTS.budgets.chrome)
    const saverFigures = await measurePages(saverTargets, RUNS, PERF_PORTS.budgets.chrome)
    const rowsOf = (measured: Map<string, PageFigures>) =>
      pages.flatMap((page): Array<[PerfPageName, PageFigures]> => {
        const found = measured.get(page.name)
        return found ? [[page.name, found]] : []
      })
    const rows = rowsOf(figures)
    const saverRows = rowsOf(saverFigures)
    const misses = [
      ...rows.flatMap(([name, measured]) => budgetMisses(name, measured)),
      ...saverRows.flatMap(([name, measured]) => saverBudgetMisses(name, measured)),
    ]
    const minutes = ((performance.now() - started) / 60_000).toFixed(1)
    console.log(`\ntest:perf, Lighthouse 12 mobile, median of ${RUNS} runs (${minutes} min)\n`)
    console.log(figuresTable(rows))
    console.log('\nData saver mode (Save-Data: on)\n')
    console.log(figuresTable(saverRows))
    if (misses.length === 0) {
      console.log('\nEvery page is within its budgets.')
      return 0
    }
    console.log(`\n${misses.length} over budget:\n${misses.map((m) => `- ${m}`).join('\n')}`)
    return 1
  } finally {
    await site.stop()
  }
}

process.exitCode = await main()
