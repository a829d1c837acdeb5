// Loopback ports of the performance commands, from PERF_PORT up, so they never collide.
const BASE = Number(process.env.PERF_PORT ?? 3700)

export const PERF_PORTS = {
  /** `npm run bench:perf`: the site, Chromium's DevTools port, the bare page, the slowed site. */
  timings: { site: BASE, chrome: BASE + 1, trivial: BASE + 7, slowed: BASE + 8 },
  /** `npm run test:bytes`: the site, the bare page, the heavier site. */
  bytes: { site: BASE + 2, trivial: BASE + 3, heavier: BASE + 4 },
  /** `npm run bench:serve`: the site. */
  serve: { site: BASE + 5 },
  /** `npm run bench:images`: the site. */
  images: { site: BASE + 6 },
  /** `npm run bench:lcp`: the site, Chromium's DevTools port, the bare page. */
  lcp: { site: BASE + 10, chrome: BASE + 11, trivial: BASE + 12 },
  /** `npm run bench:session`: the site. */
  session: { site: BASE + 13 },
} as const
