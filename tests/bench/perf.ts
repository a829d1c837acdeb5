// `npm run bench:perf`: the six pages of `npm run test:perf` beside a trivial Next 16 page (one
// heading, one next/image: tests/perf/trivial-app, built here from the same node_modules),
// measured in the same run with Lighthouse 12's mobile preset, median of RUNS. Prints the
// figures, then each page's LCP, TBT and bytes as a multiple of the trivial page's. Run
// `npx next build` first; the site is a copy of that build.
import type { PageFigures } from '@/tests/perf/figures'
import { figuresTable } from '@/tests/perf/figures-table'
import { measurePages } from '@/tests/perf/measure-pages'
import { perfPages, perfTargets } from '@/tests/perf/perf-pages'
import { PERF_PORTS } from '@/tests/perf/perf-ports'
import { buildTrivialApp, startTrivialApp } from '@/tests/perf/trivial-app-server'
import { warmPages } from '@/tests/perf/warm-pages'
import { startSite } from '@/tests/support/running-site'

const RUNS = 3
const TRIVIAL = 'trivial page'

const times = (value: number, reference: number) =>
  reference > 0 ? `${(value / reference).toFixed(1)}×` : `${Math.round(value)} vs 0`

function ratioTable(rows: ReadonlyArray<readonly [string, PageFigures]>, trivial: PageFigures) {
  const lines = ['| page | LCP | TBT | bytes |', '|---|---|---|---|']
  for (const [name, f] of rows) {
    const cells = [
      times(f.lcpMs, trivial.lcpMs),
      times(f.tbtMs, trivial.tbtMs),
      times(f.totalBytes, trivial.totalBytes),
    ]
    lines.push(`| ${[name, ...cells].join(' | ')} |`)
  }
  return lines.join('\n')
}

async function main() {
  const started = performance.now()
  const pages = perfPages()
  await buildTrivialApp()
  const trivialSite = await startTrivialApp(PERF_PORTS.bench.trivial)
  try {
    const site = await startSite('perf-bench', PERF_PORTS.bench.site)
    try {
      const targets = [
        { name: TRIVIAL, url: `${trivialSite.url}/` },
        ...perfTargets(site.url, pages),
      ]
      await warmPages(targets.map((target) => target.url))
      const figures = await measurePages(targets, RUNS, PERF_PORTS.bench.chrome)
      const rows = targets.flatMap((target): Array<[string, PageFigures]> => {
        const measured = figures.get(target.name)
        return measured ? [[target.name, measured]] : []
      })
      const trivial = figures.get(TRIVIAL)
      if (!trivial) throw new Error('The trivial page was not measured.')
      const minutes = ((performance.now() - started) / 60_000).toFixed(1)
      console.log(`\nbench:perf, Lighthouse 12 mobile, median of ${RUNS} runs (${minutes} min)\n`)
      console.log(figuresTable(rows))
      console.log(`\nEach page as a multiple of the trivial page:\n`)
      console.log(ratioTable(rows, trivial))
    } finally {
      await site.stop()
    }
  } finally {
    await trivialSite.stop()
  }
}

await main()
