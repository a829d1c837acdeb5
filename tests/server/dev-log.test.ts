// `npm run test:dev` (part of `npm test`): what a newcomer's `npm run dev` prints while someone
// walks the whole site. It checks TypeGen and starts `next dev` (as `npm run dev` does, into
// .next/dev-check),
// requests every route, then navigates in Chromium from / to a story, opens a photograph in the
// viewer, and goes on to a related story (Next checks a route's instant navigation on a client
// navigation too), and fails on any error or warning Next logs,
// any 5xx, and any error in the browser's console. Always cold, as a newcomer's first run: each
// route compiles on its first request (the Studio the slowest).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'

import { chromium, type Browser } from '@playwright/test'

import { browserExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
import { publishedStories, readDataset } from '@/tests/support/dataset'
import { freePort, nextDev, outputText, type NextServer } from '@/tests/support/next-server'
import { watchErrors } from '@/tests/support/page-errors'

const DIST_DIR = '.next/dev-check'
const TSX_CLI = 'node_modules/tsx/dist/cli.mjs'
/** Compiling a route on first request: the Studio is the slowest by far. */
const REQUEST_TIMEOUT_MS = 5 * 60_000
/** How long the log must stay quiet after the walk: Next checks navigations in the background. */
const SETTLE_MS = 3_000

// What Next prints when something is wrong: errors (`Error:`, `⨯`), warnings (`⚠`, `Warning:`),
// the instant-navigation insights ("Next.js encountered … during prerendering or a navigation").
const TROUBLE =
  /\berror\b|⨯|⚠|\bwarn(ing)?\b|encountered .* during prerendering|unhandled|\bfailed\b/i
/** A request line Next logs (` GET /path 200 in 1.2s`), for its status. */
const REQUEST_LINE = /^\s*(GET|HEAD|POST)\s+(\S+)\s+(\d{3})\b/

const documents = readDataset()
const stories = publishedStories(documents)
const [story] = stories
if (!story) throw new Error('The sample dataset has no published story.')
const category = documents.find((doc) => doc._id === story.category._ref)
if (category?._type !== 'category') throw new Error(`No category for ${story.slug.current}.`)

/** Every route, with the status a visitor gets. */
const routes: Array<[path: string, status: number]> = [
  ['/', 200],
  ['/latest', 200],
  ['/latest?page=2', 200],
  ['/latest?page=999', 404],
  ['/stories', 200],
  ['/stories?page=2', 200],
  [`/stories?category=${category.slug.current}`, 200],
  [`/stories?country=${encodeURIComponent(story.country)}`, 200],
  [`/stories?category=${category.slug.current}&country=${encodeURIComponent(story.country)}`, 200],
  ['/stories?country=Atlantis', 200],
  [`/stories/${story.slug.current}`, 200],
  [`/stories/${story.slug.current}/photos/2`, 200],
  ['/stories/no-story-has-this-slug', 404],
  ['/community', 200],
  ['/theruumafrica', 200],
  // Data saver's pages, at their own URLs.
  ['/lite', 200],
  [`/lite/stories/${story.slug.current}`, 200],
  ['/no-such-page', 404],
  ['/studio', 200],
]

/** Lines that say something went wrong, and request lines with a 5xx. */
function trouble(server: NextServer): string[] {
  return server.lines
    .map(({ text }) => text)
    .filter((text) => {
      const request = REQUEST_LINE.exec(text)
      return request ? Number(request[3]) >= 500 : TROUBLE.test(text)
    })
}

/** Waits until the server printed nothing new for `quietMs`. */
async function settle(server: NextServer, quietMs = SETTLE_MS) {
  let count = -1
  while (count !== server.lines.length) {
    count = server.lines.length
    await new Promise((resolve) => setTimeout(resolve, quietMs))
  }
}

let server: NextServer
let browser: Browser | undefined

beforeAll(async () => {
  // Cold, as a newcomer's first `npm run dev`: no compile cache from an earlier run.
  rmSync(DIST_DIR, { recursive: true, force: true })
  const port = Number(process.env.DEV_CHECK_PORT) || (await freePort())
  // DEV_CHECK_NODE: another Node to run `next dev` with. CI names the machine's own, the oldest
  // the README promises `npm run dev` on, while the rest of `npm test` runs on Node 24.
  const node = process.env.DEV_CHECK_NODE || process.execPath
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
  console.log(`next dev on Node ${version}`)
  // `npm run dev` runs TypeGen first (its predev), on the same Node: checked here, not written
  // (the committed types must be what the schema gives).
  execFileSync(node, [TSX_CLI, 'sanity/scripts/typegen.ts', '--check'], { stdio: 'inherit' })
  server = await nextDev({ distDir: DIST_DIR, port, node, env: { CONTENT_SOURCE: 'local' } })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('next dev, walked through by a visitor', () => {
  it.each(routes)(
    '%s answers %i',
    async (path, status) => {
      const response = await fetch(`${server.url}${path}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      await response.arrayBuffer()
      expect(response.status, outputText(server.lines)).toBe(status)
    },
    REQUEST_TIMEOUT_MS + 10_000,
  )

  it(
    'navigates from / to a story, and on to another, in the browser',
    async () => {
      browser = await chromium.launch({ executablePath: browserExecutable(), args: CHROMIUM_FLAGS })
      const page = await browser.newPage()
      const errors = watchErrors(page)
      page.setDefaultTimeout(REQUEST_TIMEOUT_MS)
      await page.goto(`${server.url}/`)

      const first = page.locator('main a[href^="/stories/"]:visible').first()
      const firstPath = await first.getAttribute('href')
      await first.click()
      await page.waitForURL(`**${firstPath}`)
      await page.getByRole('heading', { level: 1 }).waitFor()

      // A photograph opens in the viewer over the story (the intercepted photo route).
      await page.locator(`main a[href^="${firstPath}/photos/"]`).first().click()
      await page.getByRole('dialog').waitFor()
      await page.keyboard.press('Escape')
      await page.waitForURL(`**${firstPath}`)

      const next = page
        .locator(`main a[href^="/stories/"]:not([href="${firstPath}"]):visible`)
        .last()
      const nextPath = await next.getAttribute('href')
      const title = stories.find((s) => `/stories/${s.slug.current}` === nextPath)?.title
      await next.click()
      await page.waitForURL(`**${nextPath}`)
      expect(title, `${nextPath} is a published story`).toBeDefined()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
      expect(errors).toEqual([])
    },
    2 * REQUEST_TIMEOUT_MS,
  )

  it('logs no error or warning', async () => {
    await settle(server)
    expect(trouble(server), outputText(server.lines)).toEqual([])
  }, 60_000)
})
