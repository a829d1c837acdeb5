// The timing benchmark's own test (npm run bench:perf): one page of the site made slower the way
// a reader would feel it, with SLOW_SCRIPT_MS of script work before its first paint: a
// parser-blocking script at the top of <head>, as a tag manager or an A/B test adds one (a
// request, then the work), added by a proxy in front of the site (altered-site.ts).
//
// The work is a fixed amount for the simulated phone, not a fixed time on this host: the script
// spins for the time that work takes here, which is shorter when the run simulates a smaller CPU
// slowdown (cpu-slowdown.ts). A fixed 300 ms spin would be 1.2 s of phone time at 4× but only
// 0.9 s at 2.9×, a busy machine's factor, and the benchmark's own test would get easier to pass.
import {
  scriptTag,
  startAlteredSite,
  withHeadFirst,
  type AlteredSite,
} from '@/tests/perf/altered-site'
import { DEFAULT_CPU_SLOWDOWN } from '@/tests/perf/cpu-slowdown'

/** The work, as the time it takes on the host Lighthouse's 4× was made for. */
export const SLOW_SCRIPT_MS = 300
export const SLOW_SCRIPT_PATH = '/__slow-first-paint.js'

/** How long the script spins on a host whose runs simulate `cpuSlowdown`: the same phone time. */
export const spinMsFor = (cpuSlowdown: number) =>
  Math.round((SLOW_SCRIPT_MS * DEFAULT_CPU_SLOWDOWN) / cpuSlowdown)

export const slowScript = (spinMs: number) =>
  `(()=>{const end=performance.now()+${spinMs};while(performance.now()<end);})()`

export type SlowedSite = AlteredSite

export const slowedHtml = (html: string) => withHeadFirst(html, scriptTag(SLOW_SCRIPT_PATH))

/** Serves `upstream` on 127.0.0.1:`port`, with `slowPath`'s HTML slowed down by `spinMs`. */
export const startSlowedSite = (upstream: string, port: number, slowPath: string, spinMs: number) =>
  startAlteredSite(upstream, port, {
    pagePath: slowPath,
    head: scriptTag(SLOW_SCRIPT_PATH),
    assets: { [SLOW_SCRIPT_PATH]: { contentType: 'text/javascript', body: slowScript(spinMs) } },
  })
