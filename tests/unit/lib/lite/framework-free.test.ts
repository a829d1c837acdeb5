// Data saver's pages without the framework (lib/lite): what the rewriter drops and keeps, which
// requests it takes, and Next's answers through the front, compressed as the browser asked.
import http, { type RequestListener } from 'node:http'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { isLitePageRequest, withoutFramework } from '@/lib/lite/framework-free.mjs'
import { chosenEncoding } from '@/lib/lite/lite-responses.mjs'
import { askFront, startFrontPair, type FrontPair } from '@/tests/support/front-pair'

// As Next writes a page: its chunks preloaded and loaded, the flight data in inline scripts (a
// `</script>` inside them escaped, as React escapes it), a streamed boundary's script.
const PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
  '<link rel="preload" as="image" href="/cover.webp"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script data-lite="">document.documentElement.dataset.js = "1"</script>',
  '</head><body><p title="<script>">Récit · <b>1 sur 6</b></p><!-- <script>x</script> -->',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"a \\u003c/script> b"])</script>',
  '<script src="/lite.js" data-lite="" defer=""></script>',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '<script type="module">import("/x.js")</script>',
  // Flight data as React might one day write it: data to a reader, the page again to a script.
  '<script type="application/json" id="__flight">{"page":"again"}</script>',
  '<noscript><p>Sans JavaScript</p></noscript></body></html>',
].join('')

const EXPECTED = [
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="image" href="/cover.webp"/>',
  '<script data-lite="">document.documentElement.dataset.js = "1"</script>',
  '</head><body><p title="<script>">Récit · <b>1 sur 6</b></p><!-- <script>x</script> -->',
  '<script src="/lite.js" data-lite="" defer=""></script>',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '<noscript><p>Sans JavaScript</p></noscript></body></html>',
].join('')

describe('a data saver page without the framework', () => {
  it("drops the framework's scripts, their preloads and the flight data; keeps data and the rest as it was", async () => {
    expect(await withoutFramework(PAGE)).toBe(EXPECTED)
  })

  it('takes GET and HEAD requests for lite pages, in every language; not their flight data', () => {
    const request = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
      ({ url, method, headers }) as unknown as http.IncomingMessage
    for (const url of [
      '/lite',
      '/lite/stories/x',
      '/fr/lite',
      '/ar/lite/search?q=a',
      // A language whose code has three letters (Nigerian Pidgin).
      '/pcm/lite/stories/x',
      '/lite?x=1',
    ]) {
      expect(isLitePageRequest(request(url)), url).toBe(true)
    }
    expect(isLitePageRequest(request('/lite', 'HEAD'))).toBe(true)
    for (const url of [
      '/',
      '/stories/lite',
      '/fr/stories',
      '/literature',
      '/fr/lite/manifest.webmanifest',
      '/lite/stories/x?_rsc=1',
    ]) {
      expect(isLitePageRequest(request(url)), url).toBe(false)
    }
    expect(isLitePageRequest(request('/lite', 'POST'))).toBe(false)
    expect(isLitePageRequest(request('/lite', 'GET', { rsc: '1' }))).toBe(false)
  })

  it('answers in Brotli where accepted, else gzip, else uncompressed', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chosenEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chosenEncoding('identity')).toBeUndefined()
    expect(chosenEncoding(undefined)).toBeUndefined()
    // A weight that is no number between 0 and 1 takes nothing.
    expect(chosenEncoding('br;q=abc, gzip')).toBe('gzip')
    expect(chosenEncoding('br;q=2, gzip;q=0.5')).toBe('gzip')
    expect(chosenEncoding('br;q=0.001')).toBe('br')
  })
})

describe("Next's answers through the front", () => {
  let pair: FrontPair | undefined
  afterEach(async () => {
    await pair?.close()
    pair = undefined
  })

  /** Serves `listener` behind the front, and asks the front for `path` with `headers`. */
  async function ask(
    listener: RequestListener,
    path: string,
    headers: Record<string, string>,
    method = 'GET',
  ) {
    await pair?.close()
    pair = await startFrontPair(listener)
    return askFront(pair.port, path, headers, method)
  }

  // As Next sends a page: headers set, then the page in chunks, one cut inside a character.
  const nextLike: RequestListener = (request, response) => {
    // Next would compress for a browser that asks: the wrapper takes the header away first.
    expect(request.headers['accept-encoding']).toBe(
      request.url?.includes('lite') ? undefined : 'gzip, br',
    )
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('vary', 'RSC')
    const bytes = Buffer.from(PAGE)
    const cut = bytes.indexOf(Buffer.from('é')) + 1
    response.write(bytes.subarray(0, cut))
    response.end(bytes.subarray(cut))
  }

  it('sends a lite page without the framework, in Brotli, varying on the encoding', async () => {
    const { response, body } = await ask(nextLike, '/fr/lite/stories/x', {
      'accept-encoding': 'gzip, br',
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toBe('RSC, Accept-Encoding')
    expect(zlib.brotliDecompressSync(body).toString('utf8')).toBe(EXPECTED)
  })

  it('sends it in gzip, or plain, as the browser asks', async () => {
    const gzip = await ask(nextLike, '/lite', { 'accept-encoding': 'gzip' })
    expect(gzip.response.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(EXPECTED)
    const plain = await ask(nextLike, '/lite', {})
    expect(plain.response.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toBe(EXPECTED)
  })

  it('takes a page whose headers come with writeHead, as Node allows', async () => {
    const { response, body } = await ask(
      (_, res) => {
        res.writeHead(404, {
          'content-type': 'text/html',
          'content-length': Buffer.byteLength(PAGE),
        })
        res.end(PAGE)
      },
      '/ar/lite/nope',
      { 'accept-encoding': 'gzip' },
    )
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-length']).toBeUndefined()
    expect(zlib.gunzipSync(body).toString('utf8')).toBe(EXPECTED)
  })

  it("keeps every header given in Node's raw form, a repeated one too", async () => {
    const { response, body } = await ask(
      (_, res) => {
        res.writeHead(200, ['content-type', 'text/html', 'set-cookie', 'a=1', 'set-cookie', 'b=2'])
        res.end(PAGE)
      },
      '/lite',
      {},
    )
    expect(response.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(body.toString('utf8')).toBe(EXPECTED)
  })

  it('leaves a full page, and a redirect from a lite address, as the listener sent them', async () => {
    const full = await ask(nextLike, '/fr/stories/x', { 'accept-encoding': 'gzip, br' })
    expect(full.body.toString('utf8')).toBe(PAGE)
    const moved = await ask(
      (_, response) => {
        response.writeHead(307, { location: '/fr/stories/x', 'content-type': 'text/plain' })
        response.end('/fr/stories/x')
      },
      '/fr/lite/stories/x',
      { 'accept-encoding': 'br' },
    )
    expect(moved.response.statusCode).toBe(307)
    expect(moved.response.headers.location).toBe('/fr/stories/x')
    expect(moved.body.toString('utf8')).toBe('/fr/stories/x')
  })

  it('rewrites a page Next sends again (the same ETag) once; another ETag anew', async () => {
    let body = PAGE
    let etag = 'W/"one"'
    let rendered = 0
    const nextAgain: RequestListener = (_, res) => {
      rendered += 1
      res.writeHead(200, { 'content-type': 'text/html', etag })
      res.end(body)
    }
    pair = await startFrontPair(nextAgain)
    const { port } = pair
    const get = async () => {
      const { response, body } = await askFront(port, '/lite', { 'accept-encoding': 'br' })
      return { response, text: zlib.brotliDecompressSync(body).toString('utf8') }
    }
    expect((await get()).text).toBe(EXPECTED)
    // Were the page rewritten again, this would show: the same ETag says it is the same page.
    body = PAGE.replace('Récit', 'Autre')
    const again = await get()
    expect(again.text).toBe(EXPECTED)
    expect(again.response.headers['content-length']).toBeDefined()
    etag = 'W/"two"'
    expect((await get()).text).toBe(EXPECTED.replace('Récit', 'Autre'))
    expect(rendered).toBe(3)
  })

  it('says for a HEAD, and a 304, what the page would be sent as, with a weak ETag', async () => {
    const headed =
      (status: number): RequestListener =>
      (_, res) => {
        res.writeHead(status, {
          'content-type': 'text/html',
          etag: '"abc"',
          'content-length': '99',
        })
        res.end()
      }
    const { response: head } = await ask(headed(200), '/lite', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBeUndefined()
    expect(head.headers.vary).toBe('Accept-Encoding')
    expect(head.headers.etag).toBe('W/"abc"')
    const unchanged = await ask(headed(304), '/lite', { 'accept-encoding': 'br' })
    expect(unchanged.response.statusCode).toBe(304)
    expect(unchanged.response.headers.vary).toBe('Accept-Encoding')
    expect(unchanged.response.headers.etag).toBe('W/"abc"')
  })
})
