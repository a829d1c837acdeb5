// The proxy rewrites most page requests (a full page to its variant's route, a list page to its
// cached route, the 404 page). A rewrite must stay inside the server: one request from a reader is one request the
// server handles. Under `--hostname 127.0.0.1`, as tests and many hosts serve, Next 16 sent each
// rewrite back to itself over HTTP (vercel/next.js#94745), doubling the cost of every page.
import { pageVariant, publicPath, splitVariantPath } from '@/lib/page-variant'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { hrefIn } from '@/lib/routes'
import { publishedStories } from '@/tests/support/dataset'
import { startSite, type RunningSite } from '@/tests/support/running-site'
import { freePort } from '@/tests/support/next-server'

const SAVER_MARK = 'class="data-saver contents"'

const folder = mkdtempSync(path.join(tmpdir(), 'ruum-requests-'))
const requestLog = path.join(folder, 'requests.log')
let site: RunningSite

beforeAll(async () => {
  site = await startSite('rewrites', await freePort(), {
    env: {
      NODE_OPTIONS: `--require ${path.resolve('tests/support/count-requests.cjs')}`,
      REQUEST_LOG: requestLog,
    },
  })
})
afterAll(async () => {
  await site?.stop()
  rmSync(folder, { recursive: true, force: true })
})

const received = () => readFileSync(requestLog, 'utf8').split('\n').filter(Boolean)

describe('rewrites in the proxy', () => {
  const slug = publishedStories()[0]?.slug.current
  const pages: Array<{ path: string; status: number }> = [
    { path: '/', status: 200 },
    { path: '/latest', status: 200 },
    { path: '/latest?page=2', status: 200 },
    { path: '/stories', status: 200 },
    { path: '/stories?page=2', status: 200 },
    { path: '/stories?category=none&country=None', status: 200 },
    { path: `/stories/${slug}`, status: 200 },
    { path: '/community', status: 200 },
    { path: '/theruumafrica', status: 200 },
    { path: '/stories/no-such-story', status: 404 },
    { path: '/no-such-page', status: 404 },
  ]

  it.each([false, true])(
    'answer each page in its mode with one request inside the server (Save-Data: %s)',
    async (saveData) => {
      for (const { path: pagePath, status } of pages) {
        // Data saver's pages at their own URLs, where its links lead (a path that is no page too:
        // hrefIn leaves it as it is, and the proxy sends a reader with Save-Data to its lite URL).
        const missing = pagePath === '/no-such-page'
        const liteUrl = missing
          ? publicPath(pageVariant('lite'), pagePath)
          : hrefIn(pageVariant('lite'), pagePath)
        const url = saveData ? liteUrl : pagePath
        writeFileSync(requestLog, '')
        const response = await fetch(`${site.url}${url}`, {
          headers: saveData ? { 'save-data': 'on' } : {},
          redirect: 'manual',
        })
        const html = await response.text()
        expect(response.status, url).toBe(status)
        // Every page, the 404 page too, is in the mode its URL names.
        const lite = splitVariantPath(url.split('?')[0] ?? '').mode === 'lite'
        expect(html.includes(SAVER_MARK), url).toBe(lite)
        expect(received(), url).toEqual([`GET ${url}`])
      }
      expect(site.errors()).toBe('')
    },
  )
})
