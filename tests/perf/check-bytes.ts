// `npm run test:bytes` (part of `npm test`): the byte budgets (tests/perf/budgets.ts), the gate
// that decides whether work lands, on figures a busy machine cannot move. On a copy of the current
// production build, served by `next start` on 127.0.0.1, every page the budgets name in every
// language and in data saver is opened once on a phone with the cache off (page-weight.ts), and
// what came over the wire before any tap is summed by kind; first-load JavaScript is held to the
// bare Next page (tests/perf/trivial-app, built here from the same node_modules) weighed in the
// same run, so an upgrade of Next moves both.
//
// Data saver's stories differ most (a cover, a long text, many credits): every English story and
// every translation is loaded once (to its load event), with English's heaviest originals again
// in each language's chrome, and the heaviest of each language weighed in full.
// Data saver's pages are weighed again on a 4x screen (LITE_MAX_DENSITY), within the same budget.
//
// A reader's visit (reading-session.ts) on the full site and on data saver: its bytes in all
// within MAX_SESSION_BYTES, and no page fetched that it did not open.
//
// Then the gate's own test: the story page with HEAVIER_SCRIPT_BYTES more script and a preloaded
// font it does not use (heavier-site.ts) must miss the JavaScript budget and the font rule, each
// named. And no prerendered page's HTML, uncompressed, over MAX_HTML_BYTES (html-sizes.ts), nor
// its resume data keeping a read of the whole archive (resume-data.ts).
// Timings are `npm run bench:perf`'s, never this gate's.
import path from 'node:path'

import { chromium, type Browser } from '@playwright/test'

import { byteMisses, maxPageBytes, maxScriptBytes } from '@/tests/perf/byte-misses'
import { KB, MAX_SESSION_BYTES, SAVE_DATA_HEADERS } from '@/tests/perf/budgets'
import { HEAVIER_SCRIPT_BYTES, startHeavierSite, UNUSED_FONT_PATH } from '@/tests/perf/heavier-site'
import { htmlFiles, htmlMisses } from '@/tests/perf/html-sizes'
import { resumeDataFiles, resumeDataMisses } from '@/tests/perf/resume-data'
import { weighAtLoad, weighPage } from '@/tests/perf/page-weight'
import {
  atDensity,
  liteStoryUrls,
  perfPages,
  weighedPages,
  type WeighedPage,
} from '@/tests/perf/perf-pages'
import { PERF_PORTS } from '@/tests/perf/perf-ports'
import { readingSession } from '@/tests/perf/reading-session'
import { sessionMisses, sessionTable } from '@/tests/perf/session-table'
import { buildTrivialApp, startTrivialApp } from '@/tests/perf/trivial-app-server'
import { weightTable } from '@/tests/perf/weight-table'
import type { PageWeight } from '@/tests/perf/weight-figures'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'
import { browserExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
import { startSite } from '@/tests/support/running-site'

/** Pages weighed side by side: each waits (for the network, for quiet) far more than it computes. */
const CONCURRENCY = 3
const ports = PERF_PORTS.bytes

const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n')
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0)

async function weighAll(browser: Browser, pages: readonly WeighedPage[]) {
  const weights = new Map<string, PageWeight>()
  const queue = [...pages]
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const headers = page.mode === 'lite' ? SAVE_DATA_HEADERS : undefined
      weights.set(page.label, await weighPage(browser, page.url, headers, page.density))
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return weights
}

/**
 * How many of the heaviest English stories stand for the originals in each other language: an
 * untranslated story is the same page there but for the chrome's words, so its heaviest are
 * English's, give or take a few bytes of a translated label.
 */
const ORIGINALS_WEIGHED_AGAIN = 3

/**
 * Each language's heaviest data saver story, by its bytes at load (weighAtLoad), as a page to
 * weigh in full; and a line per language saying which it was among how many. English's every
 * story; each other language's every translation and English's heaviest originals.
 */
async function heaviestLiteStories(browser: Browser, siteUrl: string) {
  const weighed = async (locale: Locale, originals?: readonly string[]) => [
    ...(await weighAtLoad(browser, liteStoryUrls(siteUrl, locale, originals), SAVE_DATA_HEADERS)),
  ]
  const english = await weighed(DEFAULT_LOCALE)
  const heaviestOriginals = english
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, ORIGINALS_WEIGHED_AGAIN)
    .map(([url]) => new URL(url).pathname.split('/').at(-1) ?? '')
  const weights = new Map<Locale, Array<[string, number]>>([[DEFAULT_LOCALE, english]])
  const queue = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
  const worker = async () => {
    for (let locale = queue.shift(); locale; locale = queue.shift()) {
      weights.set(locale, await weighed(locale, heaviestOriginals))
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return LOCALES.map((locale) => {
    const each = weights.get(locale) ?? []
    const [url, bytes] = each.reduce((most, one) => (one[1] > most[1] ? one : most))
    const prefix = locale === DEFAULT_LOCALE ? '' : `${locale} `
    return {
      page: {
        label: `${prefix}heaviest story (lite)`,
        name: 'story',
        locale,
        mode: 'lite',
        url,
      } satisfies WeighedPage,
      line: `${locale}: ${new URL(url).pathname}, ${(bytes / KB).toFixed(1)} kB of ${each.length} stories`,
    }
  })
}

async function main(): Promise<number> {
  const started = performance.now()
  const storyPath = perfPages().find((page) => page.name === 'story')?.path
  if (!storyPath) throw new Error('No story page to make heavier.')
  await buildTrivialApp()
  console.log(`The bare Next page built (${seconds(started)} s).`)
  const trivial = await startTrivialApp(ports.trivial)
  const site = await startSite('bytes', ports.site)
  const heavier = await startHeavierSite(site.url, ports.heavier, storyPath)
  const browser = await chromium.launch({
    executablePath: browserExecutable(),
    args: CHROMIUM_FLAGS,
  })
  try {
    const bare = await weighPage(browser, `${trivial.url}/`)
    const heaviest = await heaviestLiteStories(browser, site.url)
    console.log(
      `Data saver's heaviest story in each language, at its load (${seconds(started)} s):\n` +
        list(heaviest.map(({ line }) => line)),
    )
    const pages = [
      ...weighedPages(site.url),
      ...heaviest.flatMap(({ page }) => [page, atDensity(page)]),
    ]
    const weights = await weighAll(browser, pages)
    const rows = pages.flatMap((page): Array<[WeighedPage, PageWeight]> => {
      const weight = weights.get(page.label)
      return weight ? [[page, weight]] : []
    })
    console.log(
      `\ntest:bytes: ${pages.length} pages on a phone (data saver's at 1.75x and 4x), cache ` +
        `off, before any tap; ` +
        `compressed kB (${seconds(started)} s)\n`,
    )
    console.log(weightTable([['bare page', bare], ...rows.map(([p, w]) => [p.label, w] as const)]))
    console.log(
      `\nBudgets: a page's bytes ${[...new Set(pages.map(maxPageBytes))]
        .sort((a, b) => a - b)
        .map((b) => `${b / KB}`)
        .join(', ')} kB by page (data saver's the least); first-load JavaScript at most ` +
        `${(maxScriptBytes(bare.pageScriptBytes) / KB).toFixed(1)} kB (from the bare page's ` +
        `${(bare.pageScriptBytes / KB).toFixed(1)} kB).`,
    )
    const html = htmlFiles(path.join(site.distDir, 'server', 'app'))
    console.log(
      `\nPrerendered HTML, uncompressed: ${html.length} pages, the heaviest ` +
        html
          .slice(0, 3)
          .map(({ file, bytes }) => `${file} ${(bytes / KB).toFixed(1)} kB`)
          .join(', '),
    )
    const resumeData = resumeDataFiles(path.join(site.distDir, 'server', 'app'))
    console.log(
      `Resume data of partly static pages: ${resumeData.length} pages, the largest ` +
        resumeData
          .slice(0, 3)
          .map(({ file, bytes }) => `${file} ${(bytes / KB).toFixed(1)} kB`)
          .join(', '),
    )
    // A reader's visit, on each variant: bytes in all, and no page she did not open.
    const sessions = []
    for (const mode of ['full', 'lite'] as const) {
      const figures = await readingSession(browser, site.url, mode)
      console.log(
        `\nA reading session on ${mode === 'lite' ? 'data saver' : 'the full site'}, compressed ` +
          `kB (at most ${MAX_SESSION_BYTES[mode] / KB}; ${seconds(started)} s)\n\n` +
          sessionTable(figures),
      )
      sessions.push(figures)
    }
    const misses = [
      ...sessions.flatMap(sessionMisses),
      ...rows.flatMap(([page, weight]) => byteMisses(page, weight, bare.pageScriptBytes)),
      ...htmlMisses(html),
      ...resumeDataMisses(resumeData),
    ]

    const story = pages.find((page) => page.name === 'story' && page.label === 'story')
    if (!story) throw new Error('No English story page was weighed.')
    const heavierStory = { ...story, label: 'story, heavier', url: `${heavier.url}${storyPath}` }
    const heavierWeight = await weighPage(browser, heavierStory.url)
    const caught = byteMisses(heavierStory, heavierWeight, bare.pageScriptBytes)
    console.log(
      `\nThe gate's own test: the story page with ${HEAVIER_SCRIPT_BYTES / KB} kB more ` +
        `script and a font it does not use:\n\n` +
        `${weightTable([['story, heavier', heavierWeight]])}\n`,
    )
    console.log(`caught by the byte budgets:\n${list(caught)}`)
    const uncaught = [
      ...(caught.some((miss) => miss.startsWith('story, heavier: JavaScript'))
        ? []
        : [`${HEAVIER_SCRIPT_BYTES / KB} kB more JavaScript`]),
      ...(caught.some((miss) => miss.includes(UNUSED_FONT_PATH)) ? [] : ['an unused font']),
    ]
    for (const what of uncaught) console.log(`- NOT caught: ${what}.`)

    if (misses.length === 0) console.log('\nEvery page is within its budgets.')
    else console.log(`\n${misses.length} over budget:\n${list(misses)}`)
    console.log(`(${seconds(started)} s)`)
    return misses.length === 0 && uncaught.length === 0 ? 0 : 1
  } finally {
    await browser.close()
    await heavier.stop()
    await site.stop()
    await trivial.stop()
  }
}

process.exitCode = await main()
