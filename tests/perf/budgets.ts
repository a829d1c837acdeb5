// The performance budgets of `npm run test:perf`: Lighthouse 12's mobile preset (a mid-range
// phone on slow 4G, simulated), the median of a few runs per page. The one home of each figure.

/** Bytes as the budgets count them: 1 kB = 1,000 bytes, transferred (compressed) sizes. */
export const KB = 1000

/**
 * The pages measured; `story`, `country` and `person` stand for one such page (the newest story,
 * its country, its teller), `search` for a search with results.
 */
export const PERF_PAGE_NAMES = [
  '/',
  '/latest',
  '/stories',
  'story',
  '/community',
  '/theruumafrica',
  '/countries',
  'country',
  'person',
  'search',
] as const
export type PerfPageName = (typeof PERF_PAGE_NAMES)[number]

/** Lighthouse category scores, 0 to 1: at least these. */
export const MIN_SCORES = {
  performance: 0.9,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
} as const
export type ScoreName = keyof typeof MIN_SCORES

export const MAX_LCP_MS = 2500
export const MAX_TBT_MS = 300
export const MAX_CLS = 0.02

/** Everything a page transfers on load: photo-led pages get a little more. */
export const MAX_PAGE_BYTES: Record<PerfPageName, number> = {
  '/': 450 * KB,
  '/latest': 400 * KB,
  '/stories': 400 * KB,
  story: 450 * KB,
  '/community': 400 * KB,
  '/theruumafrica': 400 * KB,
  '/countries': 400 * KB,
  country: 400 * KB,
  person: 450 * KB,
  search: 400 * KB,
}

/** JavaScript a page transfers, on any page. */
export const MAX_SCRIPT_BYTES = 170 * KB

/** Everything any page transfers on load in data saver mode (the request says `Save-Data: on`). */
export const MAX_SAVER_PAGE_BYTES = 250 * KB

/** The header a browser with data saver on sends with every request. */
export const SAVE_DATA_HEADERS = { 'Save-Data': 'on' } as const
