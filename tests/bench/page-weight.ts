// `npm run bench:weight`: what a phone downloads to open each page. On a copy of the current
// build (run `npm run build` first), or on the site at BENCH_URL: Chromium at 390x844 (2x), an
// empty cache, each page opened and left until the network is quiet (its link prefetches
// included), no scrolling. Prints the bytes on the wire (all, JavaScript, images, fonts, and the
// page's own HTML and RSC), the image and font requests, and the layout shift; then the same
// with `Save-Data: on` (data saver mode, lib/data-saver.ts).
import { pageVariant } from '@/lib/page-variant'
import { chromium, type Page } from '@playwright/test'

import { browserExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
import { publishedStories } from '@/tests/support/dataset'
import { startSite } from '@/tests/support/running-site'
import { hrefIn } from '@/lib/routes'

const PORT = Number(process.env.BENCH_PORT ?? 3297) + 2
const VIEWPORT = { width: 390, height: 844 }
const DEVICE_SCALE_FACTOR = 2

type Row = {
  route: string
  total: number
  js: number
  images: number
  imageCount: number
  fonts: number
  fontCount: number
  documents: number
  cls: number
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

async function weigh(page: Page, url: string, route: string): Promise<Row> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const types = new Map<string, string>()
  const row: Row = {
    route,
    total: 0,
    js: 0,
    images: 0,
    imageCount: 0,
    fonts: 0,
    fontCount: 0,
    documents: 0,
    cls: 0,
  }
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    // The page's HTML and the RSC payloads (navigations and prefetches) are both "documents" here.
    const rsc = /text\/x-component/.test(response.mimeType)
    types.set(requestId, rsc ? 'Document' : type)
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId)
    row.total += encodedDataLength
    if (type === 'Script') row.js += encodedDataLength
    if (type === 'Image') {
      row.images += encodedDataLength
      row.imageCount++
    }
    if (type === 'Font') {
      row.fonts += encodedDataLength
      row.fontCount++
    }
    if (type === 'Document') row.documents += encodedDataLength
  })
  await page.addInitScript(() => {
    Reflect.set(window, '__cls', 0)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const input = 'hadRecentInput' in entry && entry.hadRecentInput === true
        if ('value' in entry && typeof entry.value === 'number' && !input) {
          Reflect.set(window, '__cls', Number(Reflect.get(window, '__cls')) + entry.value)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`${url}${route}`, { waitUntil: 'networkidle' })
  row.cls = Number(await page.evaluate(() => Reflect.get(window, '__cls')))
  await cdp.detach()
  return row
}

/** `saveData`: every request says `Save-Data: on`, as a browser with data saver on does. */
async function measure(url: string, routes: string[], { saveData = false } = {}): Promise<Row[]> {
  const executablePath = browserExecutable()
  const browser = await chromium.launch({
    ...(executablePath && { executablePath }),
    args: CHROMIUM_FLAGS,
  })
  try {
    const rows: Row[] = []
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        deviceScaleFactor: DEVICE_SCALE_FACTOR,
        isMobile: true,
        hasTouch: true,
        ...(saveData && { extraHTTPHeaders: { 'Save-Data': 'on' } }),
      })
      // Data saver's pages at their own URLs, where its links lead.
      const target = saveData ? hrefIn(pageVariant('lite'), route) : route
      // Once to have the server draw the sample photographs, then measured on an empty cache.
      await (await context.newPage()).goto(`${url}${target}`, { waitUntil: 'networkidle' })
      rows.push(await weigh(await context.newPage(), url, target))
      await context.close()
    }
    return rows
  } finally {
    await browser.close()
  }
}

function print(rows: Row[], mode: string) {
  console.log(
    `\nbench:weight at ${VIEWPORT.width}x${VIEWPORT.height} (${DEVICE_SCALE_FACTOR}x), ${mode}, kB on the wire\n`,
  )
  console.log('| page | total | JS | images (n) | fonts (n) | HTML + RSC | CLS |')
  console.log('|---|---|---|---|---|---|---|')
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${kb(r.total)} | ${kb(r.js)} | ${kb(r.images)} (${r.imageCount}) | ` +
        `${kb(r.fonts)} (${r.fontCount}) | ${kb(r.documents)} | ${r.cls.toFixed(3)} |`,
    )
  }
}

async function main() {
  const [story] = publishedStories()
  const routes = [
    '/',
    `/stories/${story?.slug.current}`,
    '/latest',
    '/stories',
    '/community',
    '/theruumafrica',
  ]
  const both = async (url: string) => {
    print(await measure(url, routes), 'full site')
    print(await measure(url, routes, { saveData: true }), 'data saver (Save-Data: on)')
  }
  const given = process.env.BENCH_URL
  if (given) {
    await both(given)
    return
  }
  const site = await startSite('weight', PORT)
  try {
    await both(site.url)
  } finally {
    await site.stop()
  }
}

await main()
