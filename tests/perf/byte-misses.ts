// Which byte budgets a page load misses, one line each, naming the page and the figure: the
// gate of `npm run test:bytes`. Every figure here is the same on a busy machine as on a quiet one.
import {
  KB,
  MAX_ARABIC_FONT_BYTES,
  MAX_FONT_BYTES,
  MAX_PAGE_BYTES,
  MAX_REQUESTS,
  MAX_SAVER_HOME_BYTES,
  MAX_SAVER_PAGE_BYTES,
  MAX_SAVER_SCRIPT_BYTES,
  MAX_SCRIPT_RATIO,
  PAGE_NAMES,
  type PageName,
} from '@/tests/perf/budgets'
import { isLiteScriptPath } from '@/lib/lite/script-name.mjs'
import type { WeighedPage } from '@/tests/perf/perf-pages'
import { totalBytes, type PageWeight } from '@/tests/perf/weight-figures'

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`

/** Arabic pages may load the Arabic heading font beside the Latin one. */
const arabicFonts = (page: Pick<WeighedPage, 'locale'>) =>
  page.locale === 'ar' ? MAX_ARABIC_FONT_BYTES : 0

const isPageName = (name: string): name is PageName =>
  (PAGE_NAMES as readonly string[]).includes(name)

/**
 * The most a page may transfer: data saver's budget (a home page's a little more); on the full
 * site its English page's budget, and Arabic's font on Arabic pages.
 */
export function maxPageBytes(page: Pick<WeighedPage, 'name' | 'locale' | 'mode'>): number {
  if (page.mode === 'lite') return page.name === '/' ? MAX_SAVER_HOME_BYTES : MAX_SAVER_PAGE_BYTES
  if (!isPageName(page.name)) throw new Error(`${page.name} is weighed in data saver only.`)
  return MAX_PAGE_BYTES[page.name] + arabicFonts(page)
}

/** The most first-load JavaScript a full page may load: a multiple of the bare Next page's. */
export const maxScriptBytes = (bareScriptBytes: number) => bareScriptBytes * MAX_SCRIPT_RATIO

/**
 * Every byte budget `page` misses. `bareScriptBytes`: the first-load JavaScript of the bare Next
 * page, built from the same node_modules and measured in the same run.
 */
export function byteMisses(
  page: Pick<WeighedPage, 'label' | 'name' | 'locale' | 'mode'>,
  weight: PageWeight,
  bareScriptBytes: number,
): string[] {
  const misses: string[] = []
  const { label } = page
  const total = totalBytes(weight)
  if (total > maxPageBytes(page))
    misses.push(`${label}: bytes ${kb(total)} > ${kb(maxPageBytes(page))}`)
  if (page.mode === 'lite') misses.push(...liteScriptMisses(label, weight))
  const maxScript = maxScriptBytes(bareScriptBytes)
  if (weight.pageScriptBytes > maxScript) {
    misses.push(
      `${label}: JavaScript ${kb(weight.pageScriptBytes)} > ${MAX_SCRIPT_RATIO}× the bare ` +
        `page's ${kb(bareScriptBytes)} (${kb(maxScript)})`,
    )
  }
  const maxFonts = MAX_FONT_BYTES + arabicFonts(page)
  // Data saver draws in the system's faces: no web font at all.
  if (page.mode === 'lite' && weight.bytes.fonts > 0)
    misses.push(`${label}: a web font on data saver (${kb(weight.bytes.fonts)})`)
  else if (weight.bytes.fonts > maxFonts)
    misses.push(`${label}: fonts ${kb(weight.bytes.fonts)} > ${kb(maxFonts)}`)
  if (weight.requests > MAX_REQUESTS[page.mode])
    misses.push(`${label}: ${weight.requests} requests > ${MAX_REQUESTS[page.mode]}`)
  for (const host of weight.otherHosts) misses.push(`${label}: a request to ${host}`)
  for (const failed of weight.failed) misses.push(`${label}: a request failed: ${failed}`)
  for (const font of weight.unusedFonts)
    misses.push(`${label}: a web font no text uses: ${new URL(font).pathname}`)
  return misses
}

/** Data saver runs no framework: its one script of our own, small, and nothing else. */
function liteScriptMisses(label: string, weight: PageWeight): string[] {
  const misses = weight.scripts
    .filter((script) => !isLiteScriptPath(script))
    .map((script) => `${label}: a script on data saver: ${script}`)
  if (weight.bytes.js > MAX_SAVER_SCRIPT_BYTES) {
    misses.push(`${label}: JavaScript ${kb(weight.bytes.js)} > ${kb(MAX_SAVER_SCRIPT_BYTES)}`)
  }
  return misses
}
