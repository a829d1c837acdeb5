// Revalidated tags shared through Redis (lib/shared-cache/shared-tags.mjs), against a store in
// memory: what one instance publishes reaches another's manifest, nothing is ever undone, an
// outage keeps what was not sent, and a quiet store costs one small read per interval.
import { describe, expect, it } from 'vitest'

import {
  createSharedTags,
  decodeTagEntry,
  encodeTagEntry,
  mergeTagEntry,
  SYNC_INTERVAL_MS,
  TAGS_HASH,
  type TagEntry,
} from '@/lib/shared-cache/shared-tags.mjs'

/** One Redis for several instances; `away` makes every command fail as the real store does. */
function memoryStore() {
  const hashes = new Map<string, Record<string, string>>()
  const versions = new Map<string, string>()
  let writes = 0
  const calls: string[] = []
  const state = { away: false }
  const answer = <T>(name: string, value: () => T) => {
    calls.push(name)
    return Promise.resolve(state.away ? undefined : value())
  }
  return {
    state,
    calls,
    hashes,
    writeTags: (hash: string, fields: Record<string, string>) =>
      answer('writeTags', () => {
        hashes.set(hash, { ...hashes.get(hash), ...fields })
        versions.set(hash, `v${++writes}`)
        return true
      }),
    tagsVersion: (hash: string) => answer('tagsVersion', () => versions.get(hash) ?? 'none'),
    readTags: (hash: string) => answer('readTags', () => ({ ...hashes.get(hash) })),
  }
}

function instance(store: ReturnType<typeof memoryStore>, clock: { now: number }) {
  const manifest = new Map<string, TagEntry>()
  const tags = createSharedTags(store, manifest, { now: () => clock.now })
  return { manifest, tags }
}

describe('tag entries', () => {
  it('round-trip through their text, and a stranger text gives nothing', () => {
    for (const entry of [{ stale: 5 }, { expired: 7 }, { stale: 1, expired: 2 }, {}]) {
      expect(decodeTagEntry(encodeTagEntry(entry))).toEqual(entry)
    }
    expect(decodeTagEntry('nonsense')).toEqual({})
    expect(decodeTagEntry('1e3,Infinity')).toEqual({ stale: 1000 })
  })

  it('merge to the later of each time', () => {
    expect(mergeTagEntry({ stale: 5, expired: 9 }, { stale: 7, expired: 3 })).toEqual({
      stale: 7,
      expired: 9,
    })
    expect(mergeTagEntry(undefined, { stale: 2 })).toEqual({ stale: 2 })
  })
})

describe('shared tags', () => {
  it("bring one instance's revalidation into another's manifest", async () => {
    const store = memoryStore()
    const clock = { now: 1_000 }
    const a = instance(store, clock)
    const b = instance(store, clock)
    a.manifest.set('story:x', { stale: 900, expired: 5_000 })
    await a.tags.publish(['story:x'])
    await b.tags.sync()
    expect(b.manifest.get('story:x')).toEqual({ stale: 900, expired: 5_000 })
    expect(store.hashes.get(TAGS_HASH)).toEqual({ 'story:x': '900,5000' })
  })

  it('never undo a later local revalidation', async () => {
    const store = memoryStore()
    const clock = { now: 1_000 }
    const a = instance(store, clock)
    const b = instance(store, clock)
    b.manifest.set('t', { stale: 800 })
    a.manifest.set('t', { stale: 500 })
    await a.tags.publish(['t'])
    await b.tags.sync()
    expect(b.manifest.get('t')).toEqual({ stale: 800 })
  })

  it('read the hash only when its version changed, at most once per interval', async () => {
    const store = memoryStore()
    const clock = { now: 1_000 }
    const b = instance(store, clock)
    await b.tags.sync()
    await b.tags.sync() // within the interval: nothing asked
    clock.now += SYNC_INTERVAL_MS
    await b.tags.sync() // same version: the hash is not read again
    expect(store.calls).toEqual(['tagsVersion', 'readTags', 'tagsVersion'])
  })

  it('share one read among concurrent callers', async () => {
    const store = memoryStore()
    const b = instance(store, { now: 1_000 })
    await Promise.all([b.tags.sync(), b.tags.sync(), b.tags.sync()])
    expect(store.calls.filter((call) => call === 'tagsVersion')).toHaveLength(1)
  })

  it('keep what an outage kept from Redis, and send it once Redis answers', async () => {
    const store = memoryStore()
    const clock = { now: 1_000 }
    const a = instance(store, clock)
    const b = instance(store, clock)
    store.state.away = true
    a.manifest.set('during', { stale: 950 })
    await a.tags.publish(['during'])
    expect(store.hashes.get(TAGS_HASH)).toBeUndefined()
    store.state.away = false
    clock.now += SYNC_INTERVAL_MS
    await a.tags.sync()
    clock.now += SYNC_INTERVAL_MS
    await b.tags.sync()
    expect(b.manifest.get('during')).toEqual({ stale: 950 })
  })

  it('take the revalidations of a Redis that restarted empty', async () => {
    const store = memoryStore()
    const clock = { now: 1_000 }
    const a = instance(store, clock)
    const b = instance(store, clock)
    a.manifest.set('first', { stale: 100 })
    await a.tags.publish(['first'])
    await b.tags.sync()
    store.hashes.clear() // a new, empty Redis: versions differ from any seen
    a.manifest.set('second', { stale: 200 })
    await a.tags.publish(['second'])
    clock.now += SYNC_INTERVAL_MS
    await b.tags.sync()
    expect(b.manifest.get('second')).toEqual({ stale: 200 })
    expect(b.manifest.get('first')).toEqual({ stale: 100 })
  })
})
