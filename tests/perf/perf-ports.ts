// Loopback ports of the performance commands, from PERF_PORT up, so they never collide.
const BASE = Number(process.env.PERF_PORT ?? 3700)

export const PERF_PORTS = {
  /** `npm run test:perf`: the site, and Chromium's DevTools port. */
  budgets: { site: BASE, chrome: BASE + 1 },
  /** `npm run bench:perf`: the site, the trivial page, and Chromium's DevTools port. */
  bench: { site: BASE + 2, trivial: BASE + 3, chrome: BASE + 4 },
  /** `npm run bench:serve`: the site. */
  serve: { site: BASE + 5 },
  /** `npm run bench:images`: the site. */
  images: { site: BASE + 6 },
} as const
