// Cache entries as the shared cache stores them (lib/shared-cache/entry-codec.mjs): a page's
// entry comes back from its bytes as Next wrote it, and bytes that are not an entry give nothing.
import { describe, expect, it } from 'vitest'

import {
  bufferOf,
  decodeEntry,
  encodeEntry,
  MAX_TTL_SECONDS,
  streamOf,
  ttlSeconds,
} from '@/lib/shared-cache/entry-codec.mjs'

describe('shared cache entries', () => {
  it('keep a page entry whole: strings, bytes, prefetch segments and missing fields', () => {
    const entry = {
      lastModified: 1_790_000_000_000,
      cacheControl: { revalidate: 3600, expire: undefined },
      value: {
        kind: 'APP_PAGE',
        html: '<!DOCTYPE html><p>Côte d’Ivoire</p>',
        rscData: Buffer.from('0:["$","p",null,{}]\n'),
        postponed: undefined,
        headers: { 'x-next-cache-tags': 'story,story:x' },
        status: 200,
        segmentData: new Map([['/_tree', Buffer.from([1, 2, 3])]]),
      },
    }
    const back = decodeEntry(encodeEntry(entry))
    expect(back).toEqual(entry)
    expect(Buffer.isBuffer(Reflect.get(Reflect.get(Object(back), 'value'), 'rscData'))).toBe(true)
  })

  it('give nothing for bytes that are not an entry', () => {
    expect(decodeEntry(Buffer.from('not a serialised value'))).toBeUndefined()
  })

  it('read a stream to its bytes, and give a new stream of them each time', async () => {
    const bytes = Buffer.from('a cached render')
    expect(await bufferOf(streamOf(bytes))).toEqual(bytes)
    expect(await bufferOf(streamOf(bytes))).toEqual(bytes)
  })

  it('live in Redis as long as Next allows, within a minute and thirty days', () => {
    expect(ttlSeconds(3600.2)).toBe(3601)
    expect(ttlSeconds(5)).toBe(60)
    expect(ttlSeconds(undefined)).toBe(MAX_TTL_SECONDS)
    expect(ttlSeconds(Infinity)).toBe(MAX_TTL_SECONDS)
    expect(ttlSeconds(10 ** 12)).toBe(MAX_TTL_SECONDS)
  })
})
