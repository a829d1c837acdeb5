// `npm run test:hostile`: thousands of generated hostile requests against the production server
// on 127.0.0.1, as production runs it (the front, Next, and Redis as the shared cache), bounded in
// count and time. None may answer 5xx, show a stack trace or a file path, redirect off the site,
// or add a file to the server's caches or a key to Redis; what does not exist answers 4xx.
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { faker } from '@faker-js/faker'
import { createClient } from 'redis'

import { LOCALES } from '@/lib/i18n/locales'
import { pageVariant } from '@/lib/page-variant'
import { hrefIn } from '@/lib/routes'
import { publishedStories, readDataset } from '@/tests/support/dataset'
import { fuzzCases, type FuzzCase } from '@/tests/support/fuzz-cases'
import { sendRaw, type RawResponse } from '@/tests/support/raw-http'
import { cacheFiles, residentMb, startSite, type RunningSite } from '@/tests/support/running-site'
import { freePort } from '@/tests/support/next-server'
import { startTestRedis, type TestRedis } from '@/tests/support/redis-server'

const CONCURRENCY = 8
const MIN_CASES = 2_000

let site: RunningSite
let redis: TestRedis
let client: ReturnType<typeof createClient>

beforeAll(async () => {
  redis = await startTestRedis(await freePort())
  client = createClient({ url: redis.url })
  await client.connect()
  site = await startSite('fuzz', await freePort(), { env: { REDIS_URL: redis.url } })
})
afterAll(async () => {
  await site?.stop()
  await client?.quit()
  await redis?.stop()
})

/** Every key in the shared cache now. */
async function redisKeys(): Promise<Set<string>> {
  const keys = new Set<string>()
  for await (const batch of client.scanIterator({ COUNT: 1000 })) {
    for (const key of batch) keys.add(key)
  }
  return keys
}

/** What a page of ours shows, to request once before the fuzzing starts. */
function warmUpPaths(slug: string, image: string): string[] {
  return [
    '/',
    '/latest',
    '/stories',
    `/stories/${slug}`,
    '/community',
    '/theruumafrica',
    '/studio',
    '/stories/not-a-story',
    // A filter nothing matches: the route's one shell entry, the same for any filter.
    '/stories?category=warm-up&country=warm-up',
    // A search: likewise the search route's one shell entry, whatever the query.
    '/search?q=warm-up',
    // Each language's 404 page in both variants, with its chrome's content (the site's settings
    // in that language): rendered once, on its first showing, whatever the address.
    ...LOCALES.flatMap((locale) =>
      (['full', 'lite'] as const).map((mode) =>
        hrefIn(pageVariant(mode, locale), '/stories/not-a-story'),
      ),
    ),
    // Files a route handler answers, each stored once on its first request.
    '/robots.txt',
    '/sitemap.xml',
    '/feed.xml',
    '/feed.json',
    image,
  ]
}

const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+/
function leaks(body: string): string | undefined {
  if (STACK_TRACE.test(body)) return 'a stack trace'
  for (const marker of [process.cwd(), '/node_modules/', '.next/server', 'webpack-internal:']) {
    if (body.includes(marker)) return `a file path (${marker})`
  }
  return undefined
}

async function runAll(cases: FuzzCase[]) {
  const results: Array<{ fuzz: FuzzCase; response: RawResponse }> = []
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < cases.length) {
        const fuzz = cases[next++]
        if (fuzz) results.push({ fuzz, response: await sendRaw(site.url, fuzz.request) })
      }
    }),
  )
  return results
}

describe('fuzzing the production server', () => {
  it(
    'answers every hostile request with a 4xx or the page, never a 500, a trace or a path, and writes nothing',
    async () => {
      faker.seed(20261122)
      const documents = readDataset()
      const slug = publishedStories(documents)[0]?.slug.current ?? ''
      const chunk = readdirSync(path.join(site.distDir, 'static', 'chunks')).find((name) =>
        name.endsWith('.js'),
      )
      const cases = fuzzCases({ documents, chunk: `/_next/static/chunks/${chunk}`, faker })
      expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES)

      const image = cases.find((fuzz) => fuzz.group === 'real image')?.request.path ?? ''
      for (const warm of warmUpPaths(slug, image)) await sendRaw(site.url, { path: warm })
      const before = cacheFiles(site)
      const keysBefore = await redisKeys()
      const memoryBefore = residentMb(site.server.pid)

      const started = performance.now()
      const results = await runAll(cases)
      const seconds = (performance.now() - started) / 1000

      const failures: string[] = []
      const byGroup = new Map<string, Map<number, number>>()
      for (const { fuzz, response } of results) {
        const statuses = byGroup.get(fuzz.group) ?? new Map<number, number>()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        byGroup.set(fuzz.group, statuses)
        const where = `${fuzz.request.method ?? 'GET'} ${fuzz.request.path.slice(0, 120)}`
        // 501 is TRACE's right answer: a method this server takes on no resource.
        const unsupported = fuzz.group === 'trace' && response.status === 501
        if (response.status >= 500 && !unsupported) failures.push(`${where}: ${response.status}`)
        const location = response.headers.location
        if (location !== undefined && !/^\/(?![/\\])/.test(location)) {
          failures.push(`${where}: redirected off the site to ${location}`)
        }
        const leak = leaks(response.body)
        if (leak) failures.push(`${where}: the body shows ${leak}`)
        const problem = fuzz.check(response)
        if (problem) failures.push(`${where}: ${problem}`)
      }
      const after = cacheFiles(site)
      // Except a language's 404 page in either variant, rendered once on its first request like
      // any page not prerendered: one entry per language and variant, however many strangers ask
      // (proxy.ts, MISSING_ROUTE).
      const missingPage = /\/\$\/[a-z]{2}\/(?:lite|full)\/missing(?:[./]|$)/
      const added = [...after.keys()].filter((file) => !before.has(file) && !missingPage.test(file))
      const keysAdded = [...(await redisKeys())].filter(
        (key) => !keysBefore.has(key) && !missingPage.test(key),
      )

      console.log(
        `fuzz: ${results.length} requests in ${seconds.toFixed(1)} s; server memory ` +
          `${memoryBefore} MB before, ${residentMb(site.server.pid)} MB after; ` +
          `cache files ${before.size} before, ${after.size} after; Redis keys ${keysBefore.size} ` +
          `before, ${keysBefore.size + keysAdded.length} after (the 404 pages aside)`,
      )
      for (const [group, statuses] of byGroup) {
        const counts = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ')
        console.log(`  ${group.padEnd(22)} ${counts}`)
      }

      expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([])
      expect(added.slice(0, 10), 'files the fuzzing added to the caches').toEqual([])
      expect(keysAdded.slice(0, 10), 'keys the fuzzing added to Redis').toEqual([])
      // The shared cache was written to at all: the warm-up's pages are there.
      expect(keysBefore.size).toBeGreaterThan(0)
      expect(site.errors()).not.toMatch(/ENAMETOOLONG|uncaught|unhandled/i)
    },
    5 * 60_000,
  )
})
