// Lighthouse on each page `runs` times, in rounds (every page once, then again), so a burst of
// load on the machine falls on all pages alike; each page's figures are the medians of its runs.
import { medianFigures, type PageFigures } from '@/tests/perf/figures'
import { launchLighthouse } from '@/tests/perf/lighthouse-runner'

/**
 * `extraHeaders`: sent with every request of the page's runs (data saver's `Save-Data: on`);
 * `skipAudits`: Lighthouse audits that do not apply to the page (perf-pages.ts says why).
 */
export type Target = {
  name: string
  url: string
  extraHeaders?: Record<string, string>
  skipAudits?: readonly string[]
}

export async function measurePages(
  targets: readonly Target[],
  runs: number,
  debuggingPort: number,
): Promise<Map<string, PageFigures>> {
  const results = new Map<string, PageFigures[]>(targets.map((t) => [t.name, []]))
  const lighthouse = await launchLighthouse(debuggingPort)
  try {
    for (let round = 1; round <= runs; round++) {
      for (const target of targets) {
        const started = performance.now()
        const figures = await lighthouse.run(target.url, target.extraHeaders, target.skipAudits)
        results.get(target.name)?.push(figures)
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        console.error(`run ${round}/${runs} ${target.name}: ${seconds} s`)
      }
    }
  } finally {
    await lighthouse.close()
  }
  return new Map([...results].map(([name, list]) => [name, medianFigures(list)]))
}
