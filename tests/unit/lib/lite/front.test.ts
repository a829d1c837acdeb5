// The front (lib/lite/front.mjs) between a reader and Next: it says who it is to Next, keeps to
// the reader's pace, leaves bodies that are not a lite page's HTML as they are, and says so
// plainly when Next is away.
import { once } from 'node:events'
import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { frontListener } from '@/lib/lite/front.mjs'
import { FRONT_HEADER } from '@/lib/lite/front-token.mjs'
import { askFront, startFrontPair, type FrontPair } from '@/tests/support/front-pair'

let pair: FrontPair | undefined
afterEach(async () => {
  await pair?.close()
  pair = undefined
})

// 64 kB of paragraphs: the rewriter passes each on as its end tag comes.
const CHUNK = Buffer.from(`<p>${'a'.repeat(1017)}</p>`.repeat(64))
const TOTAL_CHUNKS = 256 // 16 MB

/**
 * A Next that writes a 16 MB page as fast as it is let, and records how much it had written when
 * a write first said to wait.
 */
function bigPage(type: string) {
  const seen = { beforeWait: -1, written: 0 }
  const listener: RequestListener = (_, response) => {
    response.writeHead(200, { 'content-type': type })
    const more = () => {
      while (seen.written < TOTAL_CHUNKS) {
        seen.written += 1
        if (!response.write(CHUNK)) {
          if (seen.beforeWait < 0) seen.beforeWait = seen.written
          response.once('drain', more)
          return
        }
      }
      response.end()
    }
    more()
  }
  return { seen, listener }
}

/** Asks for `path` and reads nothing for a while: a phone on a slow line. */
async function stallOn(port: number, path: string) {
  const response = await new Promise<http.IncomingMessage>((resolve) =>
    http.get({ host: '127.0.0.1', port, path }, resolve),
  )
  response.pause()
  return response
}

describe('the front', () => {
  it.each([
    ['a data saver page it rewrites', '/lite', 'text/html; charset=utf-8'],
    ['an answer it relays', '/stories/x', 'text/html; charset=utf-8'],
  ])('keeps to the reader’s pace for %s: Next waits when she does', async (_, path, type) => {
    const { seen, listener } = bigPage(type)
    pair = await startFrontPair(listener)
    const response = await stallOn(pair.port, path)
    // Next is told to wait long before the 16 MB are written; then nothing more is written
    // while the reader reads nothing.
    await expect.poll(() => seen.beforeWait, { timeout: 5_000 }).toBeGreaterThan(0)
    const held = seen.written
    expect(held).toBeLessThan(TOTAL_CHUNKS)
    await new Promise<void>((resolve) => setImmediate(resolve))
    expect(seen.written).toBe(held)
    // Read to the end: the whole page comes.
    response.resume()
    let bytes = 0
    for await (const chunk of response) bytes += (chunk as Buffer).length
    expect(bytes).toBe(CHUNK.length * TOTAL_CHUNKS)
  })

  it('tells Next the request came through it, with its own token, whatever a stranger sent', async () => {
    const received: (string | string[] | undefined)[] = []
    pair = await startFrontPair((request, response) => {
      received.push(request.headers[FRONT_HEADER])
      response.end('ok')
    }, 'the-front-token')
    await askFront(pair.port, '/api/health', { [FRONT_HEADER]: 'forged' })
    await askFront(pair.port, '/lite', {})
    expect(received).toEqual(['the-front-token', 'the-front-token'])
  })

  it('leaves non-HTML and already compressed bodies at lite addresses as Next sent them', async () => {
    const page = '<html><script src="/_next/static/chunks/a.js"></script></html>'
    const gzipped = zlib.gzipSync(page)
    pair = await startFrontPair((request, response) => {
      if (request.url === '/lite/feed.json') {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end('{"a":"<script>"}')
        return
      }
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
      response.end(gzipped)
    })
    const json = await askFront(pair.port, '/lite/feed.json', { 'accept-encoding': 'br' })
    expect(json.response.headers['content-encoding']).toBeUndefined()
    expect(json.body.toString()).toBe('{"a":"<script>"}')
    const compressed = await askFront(pair.port, '/lite', { 'accept-encoding': 'br' })
    expect(compressed.response.headers['content-encoding']).toBe('gzip')
    expect(compressed.body.equals(gzipped)).toBe(true)
  })

  it('sends no ETag with a 404: one 404 page may not revalidate another', async () => {
    pair = await startFrontPair((_, response) => {
      response.writeHead(404, { 'content-type': 'text/html', etag: '"same-for-every-404"' })
      response.end('<p>Not found</p>')
    })
    for (const path of ['/stories/nope', '/lite/stories/nope']) {
      const { response } = await askFront(pair.port, path, { 'accept-encoding': 'gzip' })
      expect(response.statusCode, path).toBe(404)
      expect(response.headers.etag, path).toBeUndefined()
    }
  })

  it('passes a request’s body on, and Next’s headers back, a repeated one too', async () => {
    pair = await startFrontPair(async (request, response) => {
      let body = ''
      for await (const chunk of request) body += String(chunk)
      response.writeHead(202, ['set-cookie', 'a=1', 'set-cookie', 'b=2', 'x-got', body])
      response.end()
    })
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http
        .request(
          { host: '127.0.0.1', port: pair!.port, path: '/api/revalidate', method: 'POST' },
          resolve,
        )
        .end('{"_type":"story"}'),
    )
    response.resume()
    expect(response.statusCode).toBe(202)
    expect(response.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(response.headers['x-got']).toBe('{"_type":"story"}')
  })

  it('lets at most a few page requests into Next at once; the rest wait their turn, files never do', async () => {
    let inside = 0
    let most = 0
    const held: Array<() => void> = []
    const seen: string[] = []
    pair = await startFrontPair(
      (request, response) => {
        seen.push(request.url ?? '')
        if (request.url?.startsWith('/_next/static/')) return void response.end('file')
        inside += 1
        most = Math.max(most, inside)
        // A render that ends when the test says.
        held.push(() => {
          inside -= 1
          response.end('page')
        })
      },
      'token',
      // Long enough for no request to take a second place here (tested below).
      { pagesAtOnce: 2, briefWaitMs: 60_000 },
    )
    const port = pair.port
    const pages = Array.from({ length: 6 }, (_, index) => askFront(port, `/stories/s${index}`, {}))
    await expect.poll(() => held.length).toBe(2)
    await expect.poll(() => pair!.gate()).toEqual({ inside: 2, waiting: 4 })
    // A reader who leaves while waiting is never asked of Next.
    const leaving = http.get({ host: '127.0.0.1', port, path: '/stories/gone' })
    leaving.on('error', () => undefined)
    await expect.poll(() => pair!.gate().waiting).toBe(5)
    leaving.destroy()
    await expect.poll(() => pair!.gate().waiting).toBe(4)
    // The build's files pass a full gate.
    const file = await askFront(port, '/_next/static/chunks/a.js', {})
    expect(file.body.toString()).toBe('file')
    while (held.length > 0 || seen.filter((url) => url.startsWith('/stories/s')).length < 6) {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      held.shift()?.()
    }
    const answers = await Promise.all(pages)
    expect(answers.map(({ body }) => body.toString())).toEqual(Array(6).fill('page'))
    expect(most).toBe(2)
    expect(seen).not.toContain('/stories/gone')
  })

  it('lets a request that has waited its brief while take a second place, never more', async () => {
    const held: Array<() => void> = []
    pair = await startFrontPair(
      (_, response) => {
        held.push(() => response.end('page'))
      },
      'token',
      { pagesAtOnce: 2, briefWaitMs: 50 },
    )
    const port = pair.port
    const pages = Array.from({ length: 6 }, (_, index) => askFront(port, `/people/p${index}`, {}))
    // Two at once, then two more once they have waited: four inside, two still waiting.
    await expect.poll(() => pair!.gate()).toEqual({ inside: 4, waiting: 2 })
    for (let released = 0; released < 6; released++) {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      held.shift()?.()
    }
    expect((await Promise.all(pages)).map(({ body }) => body.toString())).toEqual(
      Array(6).fill('page'),
    )
  })

  it('answers a plain 502, not a hang, when Next is away', async () => {
    // Port 9 (discard): nothing listens there.
    const front = http.createServer(frontListener({ host: '127.0.0.1', port: 9, token: 't' }))
    front.listen(0, '127.0.0.1')
    await once(front, 'listening')
    const { port } = front.address() as AddressInfo
    const { response, body } = await askFront(port, '/', {})
    front.close()
    expect(response.statusCode).toBe(502)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(body.toString()).toMatch(/did not answer/)
  })
})
