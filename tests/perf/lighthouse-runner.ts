// One headless Chromium for a whole measurement, driven by Lighthouse 12's Node API with its
// default settings: the mobile preset (a Moto G Power on slow 4G, simulated throttling).
import { chromium } from '@playwright/test'
import { launch, Launcher } from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { browserExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
import type { PageFigures } from '@/tests/perf/figures'
import { lighthouseChromeFlags } from '@/tests/perf/lighthouse-chrome-flags'
import { figuresOf } from '@/tests/perf/lighthouse-figures'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

export type LighthouseRunner = {
  /** `extraHeaders` go with every request of the run (e.g. `Save-Data: on`). */
  run: (
    url: string,
    extraHeaders?: Record<string, string>,
    skipAudits?: readonly string[],
  ) => Promise<PageFigures>
  /** Ends Chromium, resolving once it has gone (so a next launch can take its port). */
  close: () => Promise<void>
}

/** The Chromium the end-to-end tests drive (CHROME_PATH, Debian's, else Playwright's). */
export function chromiumPath(): string {
  return browserExecutable() ?? chromium.executablePath()
}

/** Starts Chromium with its DevTools port on `debuggingPort` (127.0.0.1). */
export async function launchLighthouse(debuggingPort: number): Promise<LighthouseRunner> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...lighthouseChromeFlags(Launcher.defaultFlags()),
      // chrome-launcher adds this on Linux only while its defaults are on.
      ...(process.platform === 'linux' ? ['--disable-setuid-sandbox'] : []),
      '--headless=new',
      ...CHROMIUM_FLAGS,
    ],
    port: debuggingPort,
    logLevel: 'silent',
  })
  return {
    async run(url, extraHeaders, skipAudits) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(extraHeaders && { extraHeaders }),
        ...(skipAudits && { skipAudits: [...skipAudits] }),
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`)
      return figuresOf(result.lhr)
    },
    async close() {
      const exited = new Promise<void>((resolve) => {
        if (!chrome.process || chrome.process.exitCode !== null) resolve()
        else chrome.process.once('exit', () => resolve())
      })
      chrome.kill()
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    },
  }
}
