// What a phone downloads to open one page before the reader does anything, counted the BBC's
// way: Chromium at Lighthouse's phone size, the cache off, every request's compressed transfer
// summed by kind. Nothing here is a timing: a load counts once the page has settled (loaded,
// hydrated where it has Next's runtime, then a frame and an idle moment of its own in which it
// asked for nothing, and no request open for QUIET_MS), so a busy machine waits longer and
// counts the same.
import type { Browser, CDPSession, Page } from '@playwright/test'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'

import {
  noBytes,
  pageScriptPaths,
  type ByteKind,
  type PageWeight,
} from '@/tests/perf/weight-figures'

const phone = screenEmulationMetrics.mobile
/** No request open this long, after load and hydration: the page has settled. */
const QUIET_MS = 1000
/** A page that has not settled by then is a fault of its own (a request that never ends). */
const GIVE_UP_MS = 60_000
/** The longest frameThenIdle waits for a frame and an idle moment. */
const FRAME_WAIT_MS = 5000

/** The phone Lighthouse's mobile preset emulates, as test:perf measured it before. */
export const PHONE_CONTEXT = {
  viewport: { width: phone.width, height: phone.height },
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
} as const

/** CDP's resource type (and the RSC payload's media type) as the budgets' kinds. */
function kindOf(type: string | undefined, mimeType: string | undefined): ByteKind {
  if (mimeType?.includes('text/x-component')) return 'rsc'
  switch (type) {
    case 'Document':
      return 'html'
    case 'Stylesheet':
      return 'css'
    case 'Script':
      return 'js'
    case 'Font':
      return 'fonts'
    case 'Image':
      return 'images'
    default:
      return 'other'
  }
}

type Request = { url: string; kind?: ByteKind; done: boolean; bytes: number }

/**
 * Counts every request of `page` from now on; `open()` says how many have not ended. The cache
 * is off unless `cache` (a reading session's: empty at first, then kept, as a phone keeps it).
 */
export async function countRequests(cdp: CDPSession, { cache = false } = {}) {
  const requests = new Map<string, Request>()
  const failed: string[] = []
  let changedAt = Date.now()
  let sent = 0
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (/^(data|blob):/.test(request.url)) return
    sent += 1
    const known = requests.get(requestId)
    // A redirect goes on under the same id: the new address is what is fetched now.
    if (known) known.url = request.url
    else
      requests.set(requestId, {
        url: request.url,
        kind: kindOf(type, undefined),
        done: false,
        bytes: 0,
      })
    changedAt = Date.now()
  })
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const known = requests.get(requestId)
    if (known) known.kind = kindOf(type, response.mimeType)
    // A file the page names that is not there (a 404) is a fault, not a lighter page.
    if (known && response.status >= 400) failed.push(`${known.url} (${response.status})`)
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const known = requests.get(requestId)
    if (!known) return
    known.done = true
    known.bytes = encodedDataLength
    changedAt = Date.now()
  })
  cdp.on('Network.loadingFailed', ({ requestId, errorText, canceled }) => {
    const known = requests.get(requestId)
    if (!known) return
    known.done = true
    if (!canceled) failed.push(`${known.url} (${errorText})`)
    changedAt = Date.now()
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache })
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  return {
    requests,
    failed,
    /** Forgets every request counted so far, for the next page. */
    reset: () => {
      requests.clear()
      failed.length = 0
    },
    open: () => [...requests.values()].filter((request) => !request.done).length,
    quietFor: () => Date.now() - changedAt,
    /** Requests sent so far, redirects included: a change means the page asked for more. */
    sent: () => sent,
  }
}

/**
 * Each address once, its largest transfer: with the cache off, Chromium fetches an image again
 * each time it selects it anew while the page loads (the same `srcset` candidate as styles and
 * the viewport settle), cancelling the one before, and some of those finish first; a phone's
 * memory cache answers a document's second ask for an image itself. So one load of a page
 * counts each file once, however often the cache-less browser asked for it.
 */
function onceEach(requests: readonly Request[]): Request[] {
  const largest = new Map<string, Request>()
  for (const request of requests) {
    const kept = largest.get(request.url)
    if (!kept || request.bytes > kept.bytes) largest.set(request.url, request)
  }
  return [...largest.values()]
}

/**
 * Whether the page has Next's runtime and, if so, whether React has hydrated it: React marks the
 * nodes it hydrates (`__reactFiber$…`), the root layout's `<body>` among them.
 */
const hydratedOrStatic = (page: Page) =>
  page.evaluate(() => {
    const runtime = [...document.scripts].some((script) => script.src.includes('/_next/'))
    return !runtime || Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))
  })

/**
 * Resolves once the page has drawn a frame and then found its main thread idle: Next's <Link>
 * prefetches start from an IntersectionObserver callback, which runs with a frame, so a page that
 * asked for nothing new across this has nothing more queued (a busy machine only makes it later).
 */
const frameThenIdle = (page: Page) =>
  Promise.race([
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 }))
        }),
    ),
    // A page that never draws a frame (a run hung here once, a page's rAF never called): the
    // settle loop's own deadline then decides, rather than waiting for ever.
    new Promise<void>((resolve) => setTimeout(resolve, FRAME_WAIT_MS)),
  ])

/** Loaded and hydrated, then a frame and an idle moment with no new request, then QUIET_MS. */
export async function settle(
  page: Page,
  counted: Awaited<ReturnType<typeof countRequests>>,
  url: string,
) {
  const deadline = Date.now() + GIVE_UP_MS
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${url} did not settle in ${GIVE_UP_MS} ms.`)
    const ready = await Promise.race([
      hydratedOrStatic(page),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), FRAME_WAIT_MS)),
    ])
    if (ready) {
      const before = counted.sent()
      await frameThenIdle(page)
      if (counted.sent() === before && counted.open() === 0 && counted.quietFor() >= QUIET_MS)
        return
    }
    await page.waitForTimeout(100)
  }
}

/**
 * The web fonts the page downloaded that no text on it is drawn in: a font file's @font-face rule
 * matched to the document's FontFace of the same family, style, weight and range, which the
 * browser loads only for text that needs it (a preload fetches the file and leaves it unloaded).
 */
const unusedFontFiles = (page: Page, fontUrls: readonly string[]) =>
  page.evaluate(async (urls) => {
    await document.fonts.ready
    // (No named functions in here: tsx would wrap them in a helper the page does not have.)
    const quotes = /^["']|["']$/g
    const rules: CSSFontFaceRule[] = []
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) if (rule instanceof CSSFontFaceRule) rules.push(rule)
    }
    const faces = [...document.fonts]
    return urls.filter((url) => {
      // The rule names the file relative to its stylesheet: match it by its name.
      const file = new URL(url).pathname.split('/').pop() ?? url
      const rule = rules.find((each) => each.style.getPropertyValue('src').includes(file))
      if (!rule) return true
      const family = rule.style.getPropertyValue('font-family').replace(quotes, '')
      const range = rule.style.getPropertyValue('unicode-range')
      const used = faces.filter(
        (face) =>
          face.family.replace(quotes, '') === family &&
          (!range ||
            face.unicodeRange.replace(/\s/g, '').toUpperCase() ===
              range.replace(/\s/g, '').toUpperCase()) &&
          face.status === 'loaded',
      )
      return used.length === 0
    })
  }, fontUrls)

/**
 * Opens `url` in a fresh phone-sized context of `browser` with the cache off, waits until it has
 * settled, and counts what came over the wire. `extraHeaders` go with every request (data saver's
 * `Save-Data: on`).
 */
export async function weighPage(
  browser: Browser,
  url: string,
  extraHeaders?: Record<string, string>,
  density: number = PHONE_CONTEXT.deviceScaleFactor,
): Promise<PageWeight> {
  const context = await browser.newContext({
    ...PHONE_CONTEXT,
    deviceScaleFactor: density,
    ...(extraHeaders && { extraHTTPHeaders: extraHeaders }),
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const counted = await countRequests(cdp)
    const response = await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}.`)
    await settle(page, counted, url)
    const origin = new URL(url).origin
    const requests = [...counted.requests.values()]
    const fontUrls = requests.filter((r) => r.kind === 'fonts').map((r) => r.url)
    const pageScripts = pageScriptPaths(await response.text(), url)
    const bytes = noBytes()
    for (const request of onceEach(requests)) bytes[request.kind ?? 'other'] += request.bytes
    return {
      bytes,
      pageScriptBytes: requests
        .filter((r) => r.kind === 'js' && pageScripts.has(new URL(r.url).pathname))
        .reduce((sum, r) => sum + r.bytes, 0),
      scripts: requests.filter((r) => r.kind === 'js').map((r) => new URL(r.url).pathname),
      requests: onceEach(requests).length,
      otherHosts: [
        ...new Set(requests.map((r) => new URL(r.url).origin).filter((o) => o !== origin)),
      ],
      failed: [...counted.failed],
      unusedFonts: await unusedFontFiles(page, fontUrls),
    }
  } finally {
    await context.close()
  }
}

/**
 * Many pages' bytes at their load event, one after another in one phone-sized context of
 * `browser` (the cache off), by URL: a quick pass that finds the heaviest of many pages of a kind
 * (every story in data saver), which weighPage then weighs in full. A page that fails to load, or
 * whose files fail, is an error.
 */
export async function weighAtLoad(
  browser: Browser,
  urls: readonly string[],
  extraHeaders?: Record<string, string>,
): Promise<Map<string, number>> {
  const context = await browser.newContext({
    ...PHONE_CONTEXT,
    ...(extraHeaders && { extraHTTPHeaders: extraHeaders }),
  })
  try {
    const page = await context.newPage()
    const counted = await countRequests(await context.newCDPSession(page))
    const weights = new Map<string, number>()
    for (const url of urls) {
      counted.reset()
      const response = await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS })
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}.`)
      // The load event came; the last responses' byte counts may still be on their way.
      const deadline = Date.now() + GIVE_UP_MS
      while (counted.open() > 0) {
        if (Date.now() > deadline) throw new Error(`${url} did not finish loading.`)
        await page.waitForTimeout(20)
      }
      if (counted.failed.length > 0) throw new Error(`${url}: ${counted.failed.join(', ')} failed.`)
      weights.set(
        url,
        onceEach([...counted.requests.values()]).reduce((sum, r) => sum + r.bytes, 0),
      )
    }
    return weights
  } finally {
    await context.close()
  }
}
