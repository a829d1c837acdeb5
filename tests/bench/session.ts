// `npm run bench:session` (after `npm run build`): a reader's visit (tests/perf/reading-session.ts)
// on the full site and on data saver, on a copy of the current build, with the bytes by kind and
// by step; `test:bytes` holds the same figures to their budgets. With `--network 3g` (a quiet
// machine: these are timings) the line is throttled as DevTools' 3G (400 kbps, 300 ms) and it
// also prints when a story's cover arrives after the page's first byte, on the full site and on
// data saver, medians of `--runs` (3).
import { chromium, type Browser } from '@playwright/test'

import { pageVariant, publicPath } from '@/lib/page-variant'
import { storyPath } from '@/lib/routes'
import { PHONE_CONTEXT } from '@/tests/perf/page-weight'
import { PERF_PORTS } from '@/tests/perf/perf-ports'
import { readingSession } from '@/tests/perf/reading-session'
import { sessionMisses, sessionTable } from '@/tests/perf/session-table'
import { browserExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
import { publishedStories } from '@/tests/support/dataset'
import { startSite } from '@/tests/support/running-site'

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}
const network = argument('network')
if (network !== undefined && network !== '3g') throw new Error('--network takes 3g.')
const runs = Number(argument('runs') ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number.')

/** DevTools' "3G" preset, as issue 60 measured: 400 kbps each way, 300 ms of latency. */
const THREE_G = {
  offline: false,
  latency: 300,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** Milliseconds from the page's first byte to the end of its cover's file, on a 3G line. */
async function coverArrives(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ ...PHONE_CONTEXT })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', THREE_G)
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    // The cover: the page's one high-priority photograph.
    const cover = page.locator('img[fetchpriority="high"]').first()
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await cover.elementHandle(),
      { timeout: 120_000 },
    )
    return await cover.evaluate((img: HTMLImageElement) => {
      const [navigation] = performance.getEntriesByType('navigation')
      const file = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name === img.currentSrc) as PerformanceResourceTiming | undefined
      if (!navigation || !file) throw new Error('No timing for the page or its cover.')
      return file.responseEnd - (navigation as PerformanceNavigationTiming).responseStart
    })
  } finally {
    await context.close()
  }
}

const site = await startSite('session', PERF_PORTS.session.site)
const browser = await chromium.launch({ executablePath: browserExecutable(), args: CHROMIUM_FLAGS })
try {
  for (const mode of ['full', 'lite'] as const) {
    const figures = await readingSession(browser, site.url, mode)
    console.log(`\n${mode === 'lite' ? 'Data saver' : 'Full site'}: a reading session, kB\n`)
    console.log(sessionTable(figures))
    const misses = sessionMisses(figures)
    if (misses.length > 0) console.log(misses.map((miss) => `- ${miss}`).join('\n'))
  }
  if (network === '3g') {
    const [story] = publishedStories()
    if (!story) throw new Error('No published story.')
    const path = storyPath(story.slug.current)
    console.log(
      `\nOn 3G (400 kbps, 300 ms): ${path}'s cover, ms after the first byte, ${runs} runs`,
    )
    const arrivals: Record<'full' | 'lite', number[]> = { full: [], lite: [] }
    for (let run = 0; run < runs; run++) {
      for (const mode of ['full', 'lite'] as const) {
        arrivals[mode].push(
          await coverArrives(browser, site.url + publicPath(pageVariant(mode, 'en'), path)),
        )
      }
    }
    for (const mode of ['full', 'lite'] as const) {
      console.log(
        `- ${mode}: median ${median(arrivals[mode]).toFixed(0)} (${arrivals[mode].map((ms) => ms.toFixed(0)).join(', ')})`,
      )
    }
    console.log(`- full / lite: ${(median(arrivals.full) / median(arrivals.lite)).toFixed(2)}`)
  }
} finally {
  await browser.close()
  await site.stop()
}
