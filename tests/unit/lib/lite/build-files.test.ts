// The build's files in Brotli (lib/lite/build-files.mjs, in the front): compressed once from
// what Next sends, then served from memory; anything else, Next's answer as it was.
import { type RequestListener } from 'node:http'
import zlib from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { askFront, startFrontPair, type FrontPair } from '@/tests/support/front-pair'
import { nonEmpty } from '@/tests/support/non-empty'

const CSS = `.a{color:red}${'.b{margin:0 auto;padding:1rem}'.repeat(200)}`
const STYLESHEET = '/_next/static/chunks/1so-arkqkbmo4.css'

describe("the build's files in Brotli", () => {
  let pair: FrontPair
  let asked: { url: string; encoding: string | undefined }[] = []

  // As Next serves its files: a 200 with its caching, compressed only in gzip; a 404 for others.
  const nextLike: RequestListener = (request, response) => {
    const encoding = request.headers['accept-encoding']
    asked.push({ url: request.url ?? '', encoding })
    const known = ['/_next/static/chunks/1so-arkqkbmo4.css', '/ruum-lite.0123abcd.js', '/sw.js']
    const path = (request.url ?? '').split('?')[0] ?? ''
    if (!known.includes(path)) {
      response.writeHead(404, { 'content-type': 'text/html' })
      response.end('<p>Not found</p>')
      return
    }
    response.setHeader(
      'cache-control',
      path === '/sw.js' ? 'no-cache' : 'public, max-age=31536000, immutable',
    )
    response.setHeader('content-type', path.endsWith('.css') ? 'text/css' : 'text/javascript')
    response.setHeader('etag', 'W/"2fd-1a2"')
    if (encoding?.includes('gzip')) {
      response.setHeader('content-encoding', 'gzip')
      response.end(zlib.gzipSync(CSS))
      return
    }
    response.setHeader('content-length', Buffer.byteLength(CSS))
    // In two pieces, as a file streamed from disk.
    response.write(CSS.slice(0, 100))
    response.end(CSS.slice(100))
  }

  beforeEach(async () => {
    asked = []
    pair = await startFrontPair(nextLike)
  })
  afterEach(() => pair.close())

  const get = (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }) =>
    askFront(pair.port, path, headers)

  it('sends a stylesheet in Brotli, smaller than gzip, with its headers, and keeps it', async () => {
    const first = await get(STYLESHEET)
    expect(first.response.statusCode).toBe(200)
    expect(first.response.headers['content-encoding']).toBe('br')
    expect(first.response.headers.vary).toBe('Accept-Encoding')
    expect(first.response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(first.response.headers.etag).toBe('W/"2fd-1a2"')
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(CSS)
    expect(first.body.length).toBeLessThan(zlib.gzipSync(CSS).length)
    // Next was asked for the plain bytes, once: the second answer comes from memory.
    const second = await get(`${STYLESHEET}?dpl=1`)
    expect(second.body.equals(first.body)).toBe(true)
    expect(Number(second.response.headers['content-length'])).toBe(first.body.length)
    expect(asked).toEqual([{ url: STYLESHEET, encoding: undefined }])
  })

  it('compresses a file once for requests that arrive together', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get('/ruum-lite.0123abcd.js')))
    for (const { body } of nonEmpty(answers))
      expect(zlib.brotliDecompressSync(body).toString()).toBe(CSS)
    expect(asked).toHaveLength(1)
  })

  it("leaves Next's answer for gzip, a revalidation, a file that may change, a miss", async () => {
    const gzip = await get(STYLESHEET, { 'accept-encoding': 'gzip' })
    expect(gzip.response.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(CSS)
    await get(STYLESHEET, { 'accept-encoding': 'br', 'if-none-match': 'W/"2fd-1a2"' })
    const worker = await get('/sw.js', { 'accept-encoding': 'br' })
    expect(worker.response.headers['content-encoding']).toBeUndefined()
    expect(worker.body.toString()).toBe(CSS)
    const missing = await get('/_next/static/chunks/nope.css', { 'accept-encoding': 'br' })
    expect(missing.response.statusCode).toBe(404)
    expect(missing.body.toString()).toBe('<p>Not found</p>')
    // None of them was kept: the stylesheet's first Brotli request still goes to Next.
    await get(STYLESHEET)
    expect(asked.map(({ url }) => url)).toEqual([
      STYLESHEET,
      STYLESHEET,
      '/sw.js',
      '/_next/static/chunks/nope.css',
      STYLESHEET,
    ])
  })

  it('answers a range with the whole file, in Brotli (the front drops every Range)', async () => {
    const ranged = await get(STYLESHEET, { 'accept-encoding': 'br', range: 'bytes=0-9' })
    expect(ranged.response.statusCode).toBe(200)
    expect(zlib.brotliDecompressSync(ranged.body).toString()).toBe(CSS)
  })

  it('passes an odd spelling of a path to Next without compressing it', async () => {
    const odd = await get('/_next/static/chunks/../chunks/1so-arkqkbmo4.css', {
      'accept-encoding': 'br',
    })
    expect(odd.response.statusCode).toBe(404)
    // Asked of Next as the browser asked it: nothing taken over.
    expect(asked).toEqual([
      { url: '/_next/static/chunks/../chunks/1so-arkqkbmo4.css', encoding: 'br' },
    ])
  })
})
