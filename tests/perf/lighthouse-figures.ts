// The figures the budgets read from a Lighthouse report (LHR).
import type { Result } from 'lighthouse'

import type { PageFigures } from '@/tests/perf/figures'

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score.`)
  return value
}

/** A category's score, or null where the run did not audit the category. */
const scoreIfAudited = (lhr: Result, category: string): number | null =>
  category in lhr.categories ? score(lhr, category) : null

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}.`)
  return value
}

/**
 * Transferred bytes of the scripts whose paths are in `paths`. Not Lighthouse's whole script
 * count: that adds the code Next prefetches for the pages the screen links to, whenever the
 * prefetch happens to finish inside the run (±4 kB from run to run), which is the next page's
 * JavaScript, not this one's, and counts in the page's bytes anyway.
 */
function scriptBytesOf(lhr: Result, paths: ReadonlySet<string>): number {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse gave no network requests.')
  let total = 0
  for (const item of details.items) {
    if (item.resourceType !== 'Script' || typeof item.url !== 'string') continue
    if (paths.has(new URL(item.url).pathname) && typeof item.transferSize === 'number') {
      total += item.transferSize
    }
  }
  return total
}

/** Transferred bytes of the web fonts the page loaded. */
function fontBytesOf(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse gave no network requests.')
  let total = 0
  for (const item of details.items) {
    if (item.resourceType === 'Font' && typeof item.transferSize === 'number') {
      total += item.transferSize
    }
  }
  return total
}

/** `scriptPaths`: the page's own scripts (pageScriptPaths of its HTML). */
export function figuresOf(lhr: Result, scriptPaths: ReadonlySet<string>): PageFigures {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.message}`)
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: scoreIfAudited(lhr, 'accessibility'),
    bestPractices: scoreIfAudited(lhr, 'best-practices'),
    seo: scoreIfAudited(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: scriptBytesOf(lhr, scriptPaths),
    fontBytes: fontBytesOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  }
}
