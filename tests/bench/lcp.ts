// `npm run bench:lcp`: each page's FCP and LCP as a phone on slow 4G would get them, with
// Lighthouse's DevTools throttling (the page really loaded through a slowed network and CPU),
// next to the simulated figures `test:perf` gates on (Lantern estimates them from an unthrottled
// load, and swings by up to 0.7 s on the same page as the order of early requests shifts). The
// bare Next page is measured in the same run. Medians of RUNS interleaved rounds; prints a table.
import lighthouse from 'lighthouse'

import { median } from '@/tests/perf/figures'
import { cpuSlowdownFor } from '@/tests/perf/cpu-slowdown'
import { launchChromium } from '@/tests/perf/lighthouse-runner'
import { perfPages } from '@/tests/perf/perf-pages'
import { PERF_PORTS } from '@/tests/perf/perf-ports'
import { buildTrivialApp, startTrivialApp } from '@/tests/perf/trivial-app-server'
import { warmPages } from '@/tests/perf/warm-pages'
import { startSite } from '@/tests/support/running-site'

const RUNS = Number(process.env.PERF_RUNS ?? 3)
const ports = PERF_PORTS.lcp

type Figures = { fcp: number; lcp: number }

async function main() {
  await buildTrivialApp()
  const trivial = await startTrivialApp(ports.trivial)
  const site = await startSite('bench-lcp', ports.site)
  const chrome = await launchChromium(ports.chrome)
  try {
    const targets = [
      { name: 'bare page', url: `${trivial.url}/` },
      ...perfPages().map((page) => ({ name: page.name, url: `${site.url}${page.path}` })),
    ]
    await warmPages(targets.map((target) => target.url))
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const }
    // The host's CPU slowdown, calibrated as test:perf does, from one unthrottled load.
    const probe = await lighthouse(targets[0]?.url ?? '', {
      ...flags,
      onlyCategories: ['performance'],
    })
    const cpuSlowdownMultiplier = cpuSlowdownFor(probe?.lhr.environment.benchmarkIndex ?? 0)
    const runs = new Map(targets.map((target) => [target.name, [] as Figures[]]))
    for (let round = 1; round <= RUNS; round++) {
      for (const target of targets) {
        const result = await lighthouse(target.url, {
          ...flags,
          onlyAudits: ['first-contentful-paint', 'largest-contentful-paint'],
          throttlingMethod: 'devtools',
          throttling: { cpuSlowdownMultiplier },
        })
        const audits = result?.lhr.audits
        runs.get(target.name)?.push({
          fcp: audits?.['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
        })
        console.error(`run ${round}/${RUNS} ${target.name}`)
      }
    }
    const medians = new Map(
      [...runs].map(([name, list]) => [
        name,
        { fcp: median(list.map((f) => f.fcp)), lcp: median(list.map((f) => f.lcp)) },
      ]),
    )
    const bare = medians.get('bare page')
    console.log(
      `\nDevTools throttling (slow 4G, CPU ×${cpuSlowdownMultiplier.toFixed(1)}), medians of ${RUNS}:`,
    )
    console.log('| page | FCP ms | LCP ms | LCP ×bare |\n|---|---|---|---|')
    for (const [name, { fcp, lcp }] of medians) {
      const ratio = bare ? (lcp / bare.lcp).toFixed(2) : '–'
      console.log(`| ${name} | ${Math.round(fcp)} | ${Math.round(lcp)} | ${ratio} |`)
    }
  } finally {
    chrome.kill()
    await site.stop()
    await trivial.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
