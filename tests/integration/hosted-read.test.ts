// A page's read from the hosted API (sanity/hosted/hosted-read.ts, what sanity/fetch.ts runs) against a
// local stand-in for Sanity's query API that is up, hangs, refuses connections or answers 503.
import type { SanityClient } from '@sanity/client'

import { createSanityClient, PAGE_READ_LIMITS } from '@/sanity/hosted/client'
import { readEnv } from '@/lib/settings'
import { readHosted } from '@/sanity/hosted/hosted-read'
import { storiesQuery } from '@/sanity/queries'
import { generateSampleDataset } from '@/sanity/sample/generate'
import { startSanityApiServer, type SanityApiServer } from '@/tests/support/sanity-api-server'

const documents = generateSampleDataset({ storyCount: 3 })
let server: SanityApiServer
let client: SanityClient
let queryUrl: string

beforeAll(async () => {
  server = await startSanityApiServer({ documents })
  const settings = readEnv({
    CONTENT_SOURCE: 'sanity',
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123',
    SANITY_API_HOST: server.url,
  })
  // The client's own retries, without its backoff of up to 1.6 s between them.
  client = createSanityClient({ retryDelay: () => 10 }, settings)
  queryUrl = `${server.url}/v2025-06-18/data/query/production`
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.setMode('ok')
  server.requests.length = 0
})

/** Resolves once the stand-in has received a request (a hung one gets no answer). */
async function pollUntilRequested() {
  while (server.requests.length === 0) await new Promise((resolve) => setImmediate(resolve))
}

/** How the read failed. */
async function failure(read: Promise<unknown>): Promise<{ message: string }> {
  const message = await read.then(
    () => 'resolved',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  return { message }
}

describe('a page read from the hosted API', () => {
  it('returns the query result while the service answers', async () => {
    const stories = await readHosted(client, storiesQuery, {})
    expect(stories.map((story) => story.title)).toHaveLength(3)
  })

  it('gives up on a hung service at its deadline, after retrying timed-out attempts', async () => {
    await server.setMode('hang')
    const limits = { attemptTimeoutMs: 300, deadlineMs: 1_000 }
    const { message } = await failure(readHosted(client, storiesQuery, {}, limits))
    expect(message).toBe(
      `Content service unreachable: Sanity query API at ${queryUrl} (no answer within 1 s).`,
    )
    // Each attempt given up at 300 ms and tried again until the deadline.
    expect(server.requests.length).toBeGreaterThan(1)
  })

  it('with the production limits, gives up on a hung read at its 25 s deadline', async () => {
    await server.setMode('hang')
    // Fake clocks stand in for the 25 s wait; the hung request itself is real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const read = failure(readHosted(client, storiesQuery, {}))
      let settled = false
      void read.then(() => (settled = true))
      await pollUntilRequested()
      await vi.advanceTimersByTimeAsync(PAGE_READ_LIMITS.deadlineMs - 1)
      expect(settled, 'given up before the deadline').toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect((await read).message).toBe(
        `Content service unreachable: Sanity query API at ${queryUrl} (no answer within 25 s).`,
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('names the refused connection, after the client retried it', async () => {
    await server.setMode('refuse')
    // Named as refused, not as a read that ran out of time.
    const { message } = await failure(readHosted(client, storiesQuery, {}))
    expect(message).toBe(
      `Content service unreachable: Sanity query API at ${queryUrl} (ECONNREFUSED).`,
    )
  })

  it('names the HTTP status of a failing service, after the client retried a 503', async () => {
    await server.setMode(503)
    const { message } = await failure(readHosted(client, storiesQuery, {}))
    expect(message).toMatch(
      new RegExp(`^Content service failed: Sanity query API at ${queryUrl} answered HTTP 503 `),
    )
    expect(server.requests).toHaveLength(6)
  })

  it('answers again once the service is back', async () => {
    await server.setMode('refuse')
    await server.setMode('ok')
    expect(await readHosted(client, storiesQuery, {})).toHaveLength(3)
  })
})
