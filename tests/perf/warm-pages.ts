// A page's first visit draws its sample photographs on the server (then kept on disk), and
// Next renders what its build left dynamic: visit every page once, at Lighthouse's phone size,
// scrolled to the end, so the measured runs time serving and not first drawings.
import { chromium } from '@playwright/test'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'

import { CHROMIUM_FLAGS } from '@/tests/support/browser'
import { chromiumPath } from '@/tests/perf/lighthouse-runner'

const phone = screenEmulationMetrics.mobile
const QUIET_MS = 500
const GIVE_UP_MS = 30_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `extraHeaders` go with every request (data saver's `Save-Data: on`, for its variants). */
export async function warmPages(
  urls: readonly string[],
  extraHeaders?: Record<string, string>,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
      ...(extraHeaders && { extraHTTPHeaders: extraHeaders }),
    })
    const page = await context.newPage()
    let pending = 0
    page.on('request', () => pending++)
    page.on('requestfinished', () => pending--)
    page.on('requestfailed', () => pending--)
    // Until no request has been open for QUIET_MS (a photograph may take a while to draw).
    const quiet = async () => {
      const deadline = Date.now() + GIVE_UP_MS
      let quietSince = Date.now()
      while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
        if (pending > 0) quietSince = Date.now()
        await sleep(50)
      }
    }
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'load' })
      // Lazy photographs load only near the viewport: walk down the page a screen at a time.
      await page.evaluate(async (step) => {
        for (let y = 0; y < document.body.scrollHeight; y += step) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }, phone.height)
      await quiet()
    }
  } finally {
    await browser.close()
  }
}
