// The Redis store under the cache handlers (lib/shared-cache/redis-store.mjs) against a real
// redis-server on 127.0.0.1: bytes in and out, nothing waits on a Redis that is gone, one log
// line per outage however many reads fail, and it finds Redis again by itself.
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COMMAND_TIMEOUT_MS, createRedisStore, redactUrl } from '@/lib/shared-cache/redis-store.mjs'
import { freePort } from '@/tests/support/next-server'
import { startTestRedis, type TestRedis } from '@/tests/support/redis-server'
import { pollUntil } from '@/tests/support/site-pages'

let redis: TestRedis
let store: ReturnType<typeof createRedisStore>
const logged: string[] = []

const reachable = () =>
  pollUntil('the store to reach Redis', () => (store.status().reachable ? true : undefined), {
    timeoutMs: 10_000,
  })

beforeAll(async () => {
  redis = await startTestRedis(await freePort())
  store = createRedisStore(redis.url, { log: (line) => logged.push(line) })
  await reachable()
})

afterAll(async () => {
  await store?.close()
  await redis?.stop()
})

describe('the shared cache store', () => {
  it('keeps bytes as they were, with a lifetime', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255])
    await store.setBuffer('test:bytes', bytes, 60)
    expect(await store.getBuffer('test:bytes')).toEqual(bytes)
    expect(await store.getBuffer('test:missing')).toBeUndefined()
  })

  it('says where it connected, and would name no password', () => {
    expect(logged).toEqual([`Shared cache: Redis at ${redis.url}.`])
    expect(redactUrl('redis://user:secret@cache.internal:6380/2')).toBe(
      'redis://user:***@cache.internal:6380/2',
    )
  })

  it('gives up on a slow Redis after the command timeout, and says so once', async () => {
    const before = logged.length
    const other = createClient({ url: redis.url })
    await other.connect()
    // From its OK on, Redis holds every client's commands for 2 s; the store must not wait.
    expect(await other.sendCommand(['CLIENT', 'PAUSE', '2000', 'ALL'])).toBe('OK')
    // A miss for a key Redis holds: the store gave up rather than waited for Redis's answer.
    expect(await store.getBuffer('test:bytes')).toBeUndefined()
    // Held too, this answers once Redis answers again.
    await other.ping()
    await other.close()
    expect(await store.getBuffer('test:bytes')).toEqual(Buffer.from([0, 1, 2, 250, 255]))
    const said = logged.slice(before)
    expect(said, said.join('\n')).toHaveLength(2)
    expect(said[0]).toMatch(
      new RegExp(`^Shared cache: lost Redis at .* \\(no answer within ${COMMAND_TIMEOUT_MS} ms\\)`),
    )
    expect(said[1]).toMatch(/is back\.$/)
  })

  it('answers at once while Redis is gone, logs the outage once, and finds Redis again', async () => {
    const before = logged.length
    await redis.stop()
    await pollUntil('the store to notice', () => (store.status().reachable ? undefined : true), {
      timeoutMs: 5_000,
    })
    // Each read gives up within the command timeout, never waiting for a reconnection.
    // (Waiting for a reconnection would time the test out: Redis comes back only below.)
    for (let i = 0; i < 50; i++) expect(await store.getBuffer('test:bytes')).toBeUndefined()
    const outage = logged.slice(before)
    expect(outage, outage.join('\n')).toHaveLength(1)
    expect(outage[0]).toMatch(/^Shared cache: lost Redis at .*; each instance serves from its own/)

    await redis.start()
    await reachable()
    await store.setBuffer('test:again', Buffer.from('x'), 60)
    expect(await store.getBuffer('test:again')).toEqual(Buffer.from('x'))
    expect(logged.slice(before).filter((line) => line.endsWith('is back.'))).toHaveLength(1)
  })
})
