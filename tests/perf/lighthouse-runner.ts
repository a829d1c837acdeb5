// One headless Chromium for a whole measurement, driven by Lighthouse 12's Node API with its
// default settings, the mobile preset (a Moto G Power on slow 4G, simulated throttling), but for
// the CPU slowdown, which the caller calibrates to the host (cpu-slowdown.ts says why): a load is
// gathered first, recording the host's BenchmarkIndex, and audited later with the factor chosen.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'
import { launch, Launcher } from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromeExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
import { isRecord } from '@/lib/is-record'
import type { PageFigures } from '@/tests/perf/figures'
import { lighthouseChromeFlags } from '@/tests/perf/lighthouse-chrome-flags'
import { figuresOf } from '@/tests/perf/lighthouse-figures'
import { pageScriptPaths } from '@/tests/perf/weight-figures'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/**
 * Performance alone: the other categories' scores do not change from load to load, and auditing
 * them (axe and the rest) adds a sixth to every load.
 */
const TIMING_CATEGORIES = ['performance']

/** One page load Lighthouse recorded (unthrottled, as simulated throttling loads), not yet audited. */
export type Gathered = {
  url: string
  /** The host's speed just before the load, as Lighthouse measured it. */
  benchmarkIndex: number
  extraHeaders?: Record<string, string>
  skipAudits?: readonly string[]
  /** Whether it recorded what Accessibility, Best Practices and SEO audit, or Performance only. */
  scores: boolean
  dir: string
}

export type LighthouseRunner = {
  /**
   * Loads `url` once and keeps what was recorded; `extraHeaders` go with every request; `scores`:
   * for Accessibility, Best Practices and SEO too, not Performance only.
   */
  gather: (
    url: string,
    options: {
      extraHeaders?: Record<string, string>
      skipAudits?: readonly string[]
      scores: boolean
    },
  ) => Promise<Gathered>
  /** Simulates the phone over a recorded load with this CPU slowdown, then forgets the load. */
  audit: (gathered: Gathered, cpuSlowdown: number) => Promise<PageFigures>
  /** Forgets a recorded load without auditing it. */
  discard: (gathered: Gathered) => void
  /** Ends Chromium, resolving once it has gone (so a next launch can take its port). */
  close: () => Promise<void>
}

function artifactsOf(artifactsDir: string) {
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
  return {
    file,
    artifacts,
    throttling: artifacts.settings.throttling,
    index: artifacts.BenchmarkIndex,
  }
}

/**
 * Records the CPU slowdown in a gather's saved artifacts, as if the gather had been run with it:
 * simulated throttling gathers unthrottled whatever the factor, and Lighthouse audits saved
 * artifacts only with the settings they were gathered with.
 */
function setCpuSlowdown(artifactsDir: string, cpuSlowdown: number) {
  const { file, artifacts, throttling } = artifactsOf(artifactsDir)
  throttling.cpuSlowdownMultiplier = cpuSlowdown
  writeFileSync(file, JSON.stringify(artifacts))
}

/** The Chromium Lighthouse drives (CHROME_PATH, Debian's, else Playwright's). */
export function chromiumPath(): string {
  return chromeExecutable() ?? chromium.executablePath()
}

/** Chromium as Lighthouse needs it, with its DevTools port on `debuggingPort` (127.0.0.1). */
export function launchChromium(debuggingPort: number) {
  return launch({
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
}

/** Starts Chromium with its DevTools port on `debuggingPort` (127.0.0.1). */
export async function launchLighthouse(debuggingPort: number): Promise<LighthouseRunner> {
  const chrome = await launchChromium(debuggingPort)
  const flagsFor = (
    scores: boolean,
    extraHeaders?: Record<string, string>,
    skipAudits?: readonly string[],
  ) => ({
    port: chrome.port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: scores ? CATEGORIES : TIMING_CATEGORIES,
    ...(extraHeaders && { extraHeaders }),
    ...(skipAudits && { skipAudits: [...skipAudits] }),
  })
  return {
    async gather(url, { extraHeaders, skipAudits, scores }) {
      const dir = mkdtempSync(path.join(tmpdir(), 'ruum-lighthouse-'))
      try {
        await lighthouse(url, { ...flagsFor(scores, extraHeaders, skipAudits), gatherMode: dir })
        const { index } = artifactsOf(dir)
        return { url, benchmarkIndex: index, dir, extraHeaders, skipAudits, scores }
      } catch (error) {
        rmSync(dir, { recursive: true, force: true })
        throw error
      }
    },
    async audit(gathered, cpuSlowdown) {
      const { url, extraHeaders, skipAudits, scores, dir } = gathered
      try {
        setCpuSlowdown(dir, cpuSlowdown)
        const result = await lighthouse(url, {
          ...flagsFor(scores, extraHeaders, skipAudits),
          auditMode: dir,
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`)
        const html = await (await fetch(url, { headers: extraHeaders })).text()
        return figuresOf(result.lhr, pageScriptPaths(html, url))
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    discard(gathered) {
      rmSync(gathered.dir, { recursive: true, force: true })
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
