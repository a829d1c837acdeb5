// The figures the budgets read from a Lighthouse report (LHR).
import type { Result } from 'lighthouse'

import type { PageFigures } from '@/tests/perf/figures'

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score.`)
  return value
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}.`)
  return value
}

/** Transferred bytes of one resource type, from the resource-summary table. */
function transferred(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse gave no resource summary.')
  const row = details.items.find((item) => item.resourceType === resourceType)
  return typeof row?.transferSize === 'number' ? row.transferSize : 0
}

export function figuresOf(lhr: Result): PageFigures {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.message}`)
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: transferred(lhr, 'script'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  }
}
