// Lighthouse on each page `runs` times, in rounds (every page once, then again), so a burst of
// load on the machine falls on all pages alike; each page's figures are the medians of its runs,
// and its best timings (figures.ts: bestFigures) beside them.
//
// Every load is simulated with one CPU slowdown, the factor for the median BenchmarkIndex of all
// the measurement's loads (cpu-slowdown.ts): a factor per load follows a one-second benchmark's
// luck, so a page and the bare page it is held to would be simulated on different phones (a CI
// run had the bare page at 2.9× and the pages at 4×). Loads are gathered first and audited once
// the factor is known.
import { bestFigures, median, medianFigures, type PageFigures } from '@/tests/perf/figures'
import { cpuSlowdownFor } from '@/tests/perf/cpu-slowdown'
import { launchLighthouse, type Gathered } from '@/tests/perf/lighthouse-runner'

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

export type Measured = {
  /** Each page's medians. */
  figures: Map<string, PageFigures>
  /** Each page's best timings (bestFigures), what the timing budgets judge. */
  best: Map<string, PageFigures>
  /** The CPU slowdown every load was simulated with. */
  cpuSlowdown: number
}

/**
 * `cpuSlowdown`: a factor already chosen (to compare with an earlier measurement), else the run's.
 * `scores`: whether a page's first run audits Accessibility, Best Practices and SEO too (they do
 * not change from run to run, so the others audit Performance alone), or no run does.
 */
export async function measurePages(
  targets: readonly Target[],
  runs: number,
  debuggingPort: number,
  { cpuSlowdown, scores }: { cpuSlowdown?: number; scores: 'first-run' | 'none' },
): Promise<Measured> {
  const gathered: Array<[string, Gathered]> = []
  const lighthouse = await launchLighthouse(debuggingPort)
  try {
    for (let round = 1; round <= runs; round++) {
      for (const target of targets) {
        const started = performance.now()
        const load = await lighthouse.gather(target.url, {
          extraHeaders: target.extraHeaders,
          skipAudits: target.skipAudits,
          scores: scores === 'first-run' && round === 1,
        })
        gathered.push([target.name, load])
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        console.error(`run ${round}/${runs} ${target.name}: ${seconds} s`)
      }
    }
    const factor =
      cpuSlowdown ?? cpuSlowdownFor(median(gathered.map(([, load]) => load.benchmarkIndex)))
    const results = new Map<string, PageFigures[]>(targets.map((t) => [t.name, []]))
    while (gathered.length > 0) {
      const [name, load] = gathered.shift() ?? []
      if (name && load) results.get(name)?.push(await lighthouse.audit(load, factor))
    }
    return {
      figures: new Map([...results].map(([name, list]) => [name, medianFigures(list)])),
      best: new Map([...results].map(([name, list]) => [name, bestFigures(list)])),
      cpuSlowdown: factor,
    }
  } finally {
    await lighthouse.close()
    for (const [, load] of gathered) lighthouse.discard(load)
  }
}
