// One headless Chromium for a whole measurement, driven by Lighthouse 12's Node API with its
// default settings, the mobile preset (a Moto G Power on slow 4G, simulated throttling), but for
// the CPU slowdown, which is calibrated to the host each run (cpu-slowdown.ts says why).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'
import { launch, Launcher } from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromeExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
import { isRecord } from '@/lib/is-record'
import { cpuSlowdownFor } from '@/tests/perf/cpu-slowdown'
import type { PageFigures } from '@/tests/perf/figures'
import { lighthouseChromeFlags } from '@/tests/perf/lighthouse-chrome-flags'
import { figuresOf, pageScriptPaths } from '@/tests/perf/lighthouse-figures'

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

/**
 * Reads the host's BenchmarkIndex from a gather's saved artifacts and records there the CPU
 * slowdown for it, as if the gather had been run with it: simulated throttling gathers
 * unthrottled whatever the factor, and Lighthouse audits saved artifacts only with the settings
 * they were gathered with. Returns the factor.
 */
function calibrateArtifacts(artifactsDir: string): number {
  const file = path.join(artifactsDir, 'artifacts.json')
  const artifacts: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (
    !isRecord(artifacts) ||
    typeof artifacts.BenchmarkIndex !== 'number' ||
    !isRecord(artifacts.settings) ||
    !isRecord(artifacts.settings.throttling)
  ) {
    throw new Error('Lighthouse saved no BenchmarkIndex or throttling settings.')
  }
  if (artifacts.settings.throttlingMethod !== 'simulate') {
    throw new Error('Only simulated throttling can be calibrated after the gather.')
  }
  const cpuSlowdown = cpuSlowdownFor(artifacts.BenchmarkIndex)
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown
  writeFileSync(file, JSON.stringify(artifacts))
  return cpuSlowdown
}

/** The Chromium Lighthouse drives (CHROME_PATH, Debian's, else Playwright's). */
export function chromiumPath(): string {
  return chromeExecutable() ?? chromium.executablePath()
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
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: CATEGORIES,
        ...(extraHeaders && { extraHeaders }),
        ...(skipAudits && { skipAudits: [...skipAudits] }),
      }
      // Load the page (unthrottled, as simulated throttling does) and keep what was recorded,
      // the host's BenchmarkIndex among it; then simulate the phone with the factor it calls for.
      const artifacts = mkdtempSync(path.join(tmpdir(), 'ruum-lighthouse-'))
      try {
        await lighthouse(url, { ...flags, gatherMode: artifacts })
        const cpuSlowdownMultiplier = calibrateArtifacts(artifacts)
        const result = await lighthouse(url, {
          ...flags,
          auditMode: artifacts,
          throttling: { cpuSlowdownMultiplier },
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`)
        const html = await (await fetch(url, { headers: extraHeaders })).text()
        return figuresOf(result.lhr, pageScriptPaths(html, url))
      } finally {
        rmSync(artifacts, { recursive: true, force: true })
      }
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
