// The gate's own test page (tests/perf/slowed-site.ts): script work first in one page's HTML,
// everything else passed through as the site sent it.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'

import {
  SLOW_SCRIPT_MS,
  SLOW_SCRIPT_PATH,
  slowedHtml,
  spinMsFor,
  startSlowedSite,
} from '@/tests/perf/slowed-site'
import { freePort } from '@/tests/support/next-server'

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A</title></head><body><p>Hi</p></body></html>'

describe('slowedHtml', () => {
  it('runs the script before anything else in <head>', () => {
    const html = slowedHtml(PAGE)
    const script = `<script src="${SLOW_SCRIPT_PATH}"></script>`
    expect(html.indexOf(script)).toBe(html.indexOf('<head>') + '<head>'.length)
    expect(html.replace(script, '')).toBe(PAGE)
  })

  it('refuses a page with no <head>', () => {
    expect(() => slowedHtml('<p>no head</p>')).toThrow(/no <head>/)
  })
})

describe('spinMsFor', () => {
  it('spins for the same phone time whatever CPU slowdown the run simulates', () => {
    expect(spinMsFor(4)).toBe(SLOW_SCRIPT_MS)
    expect(spinMsFor(2)).toBe(2 * SLOW_SCRIPT_MS)
    expect(spinMsFor(2.91) * 2.91).toBeCloseTo(SLOW_SCRIPT_MS * 4, -1)
  })
})

describe('startSlowedSite', () => {
  let upstream: http.Server
  let url: string

  beforeAll(async () => {
    // Gzips everything, as the site does.
    upstream = http.createServer((request, response) => {
      const gzip = request.headers['accept-encoding'] !== 'identity'
      const body = request.url === '/story' ? PAGE : 'body { color: red }'
      response.writeHead(200, {
        'content-type': request.url === '/story' ? 'text/html' : 'text/css',
        ...(gzip && { 'content-encoding': 'gzip' }),
        etag: '"x"',
      })
      response.end(gzip ? gzipSync(body) : body)
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())))

  it('slows the one page, gzipped, and passes the rest through', async () => {
    const site = await startSlowedSite(url, await freePort(), '/story', 412)
    try {
      const raw = (path: string) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get(`${site.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
              const chunks: Buffer[] = []
              response.on('data', (chunk: Buffer) => chunks.push(chunk))
              response.on('end', () =>
                resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
              )
            })
            .on('error', reject)
        })
      const story = await raw('/story')
      expect(story.headers['content-encoding']).toBe('gzip')
      expect(story.headers.etag).toBeUndefined()
      expect(gunzipSync(story.body).toString()).toBe(slowedHtml(PAGE))
      const css = await raw('/style.css')
      expect(gunzipSync(css.body).toString()).toBe('body { color: red }')
      expect(css.headers.etag).toBe('"x"')
      const script = await raw(SLOW_SCRIPT_PATH)
      expect(script.body.toString()).toContain('performance.now()+412;')
    } finally {
      await site.stop()
    }
  })
})
