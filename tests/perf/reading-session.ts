// A reader's visit, as issue 60 measured it, on the full site or on data saver: the home page,
// scrolled to its end; a story opened from its first row, scrolled; two of its photographs;
// the next story, scrolled. On a phone (Lighthouse's), the browser's cache empty at first and
// then kept, as a phone keeps it, every request's compressed transfer summed by kind and by step.
// Also every page fetched that she did not open (a prefetch of a link she merely scrolled past).
// Bytes and counts only: a busy machine waits longer and counts the same. Timings are
// `npm run bench:session -- --network 3g`'s (tests/bench/session.ts).
import type { Browser, Page } from '@playwright/test'

import type { PageMode } from '@/lib/data-saver'
import { translator } from '@/lib/i18n/translator'
import { countRequests, PHONE_CONTEXT, settle } from '@/tests/perf/page-weight'
import { noBytes, type ByteKind } from '@/tests/perf/weight-figures'
import { scrollThrough } from '@/tests/support/scroll-through'

export const SESSION_STEPS = [
  'home',
  'scroll to the end',
  'open a story',
  'scroll',
  'open two photographs',
  'next story',
  'scroll the next story',
] as const
export type SessionStep = (typeof SESSION_STEPS)[number]

export type SessionFigures = {
  mode: PageMode
  /** What each step transferred, by kind. */
  steps: Array<{ step: SessionStep; bytes: Record<ByteKind, number>; requests: number }>
  /** Pages fetched that the session never opened (their paths), prefetches included. */
  unopened: string[]
  /** Requests that failed. */
  failed: string[]
}

const t = translator('en')
const withoutRouterParam = (url: string) => {
  const parsed = new URL(url)
  parsed.searchParams.delete('_rsc')
  return parsed.pathname + parsed.search
}

/**
 * The steps themselves, on `page` already counting; `done(step)` closes each step once the page
 * has settled. Each waits for what a reader waits for: the page's heading, its dialog.
 */
async function walk(
  page: Page,
  mode: PageMode,
  home: string,
  done: (step: SessionStep) => Promise<void>,
) {
  const lite = mode === 'lite'
  const response = await page.goto(home, { waitUntil: 'load' })
  if (!response?.ok()) throw new Error(`${home} answered ${response?.status() ?? 'nothing'}.`)
  await done('home')

  await scrollThrough(page)
  await done('scroll to the end')

  const card = page.locator('main section[aria-labelledby^="category-"] article a').first()
  const title = (await card.textContent())?.trim() ?? ''
  await card.click()
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
  await done('open a story')

  await scrollThrough(page)
  await done('scroll')

  // Two of its photographs: in the viewer on the full site (the first in the story's text, then
  // the next), tapped open in place in data saver (each a disclosure drawing its file).
  if (lite) {
    for (let opened = 0; opened < 2; opened++) {
      await page.locator('main article details:not([open]) > summary').first().click()
    }
  } else {
    await page.locator('main article a[data-photo-link]').first().click()
    const viewer = page.getByRole('dialog')
    await viewer.waitFor()
    await viewer.getByRole('button', { name: t('viewer.next') }).click()
    await page.waitForURL(/\/photos\/2$/)
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'hidden' })
  }
  await done('open two photographs')

  // The story published next to it (the older one, or the newer beside the oldest).
  const neighbour = page
    .getByRole('navigation', { name: t('story.neighbours') })
    .locator('a[rel="prev"], a[rel="next"]')
    .first()
  const nextPath = new URL((await neighbour.getAttribute('href')) ?? '', page.url()).pathname
  await neighbour.click()
  await page.waitForURL((url) => url.pathname === nextPath)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await done('next story')

  await scrollThrough(page)
  await done('scroll the next story')
}

/** Runs the session on `siteUrl` in `mode` in a fresh phone-sized context of `browser`. */
export async function readingSession(
  browser: Browser,
  siteUrl: string,
  mode: PageMode,
): Promise<SessionFigures> {
  const context = await browser.newContext({ ...PHONE_CONTEXT })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const counted = await countRequests(cdp, { cache: true })
    // The pages the router fetched (RSC), and the documents loaded, by path.
    const fetched = new Set<string>()
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      const rsc = Object.entries(request.headers).some(
        ([name, value]) => name.toLowerCase() === 'rsc' && value === '1',
      )
      if (rsc || type === 'Document') fetched.add(withoutRouterParam(request.url))
    })
    const opened = new Set<string>()
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) opened.add(withoutRouterParam(frame.url()))
    })
    const figures: SessionFigures = { mode, steps: [], unopened: [], failed: [] }
    const done = async (step: SessionStep) => {
      await settle(page, counted, page.url())
      const bytes = noBytes()
      const requests = [...counted.requests.values()]
      for (const request of requests) bytes[request.kind ?? 'other'] += request.bytes
      figures.steps.push({ step, bytes, requests: requests.length })
      figures.failed.push(...counted.failed)
      counted.reset()
    }
    const home = `${siteUrl}${mode === 'lite' ? '/lite' : '/'}`
    await walk(page, mode, home, done)
    figures.unopened = [...fetched].filter((path) => !opened.has(path)).sort()
    return figures
  } finally {
    await context.close()
  }
}
