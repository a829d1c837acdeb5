// The gate's own test: one page of the site made slower the way a reader would feel it, with
// SLOW_SCRIPT_MS of script work before its first paint: a parser-blocking script at the top of
// <head>, as a tag manager or an A/B test adds one (a request, then the work). A loopback proxy in
// front of the site adds it to that page's HTML, serves it, and passes everything else through
// untouched, so no second build.
//
// The work is a fixed amount for the simulated phone, not a fixed time on this host: the script
// spins for the time that work takes here, which is shorter when the run simulates a smaller CPU
// slowdown (cpu-slowdown.ts). A fixed 300 ms spin would be 1.2 s of phone time at 4× but only
// 0.9 s at 2.9×, a busy machine's factor, and the gate's own test would get easier to pass.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { DEFAULT_CPU_SLOWDOWN } from '@/tests/perf/cpu-slowdown'

/** The work, as the time it takes on the host Lighthouse's 4× was made for. */
export const SLOW_SCRIPT_MS = 300
export const SLOW_SCRIPT_PATH = '/__slow-first-paint.js'

/** How long the script spins on a host whose runs simulate `cpuSlowdown`: the same phone time. */
export const spinMsFor = (cpuSlowdown: number) =>
  Math.round((SLOW_SCRIPT_MS * DEFAULT_CPU_SLOWDOWN) / cpuSlowdown)

export const slowScript = (spinMs: number) =>
  `(()=>{const end=performance.now()+${spinMs};while(performance.now()<end);})()`

export type SlowedSite = { url: string; stop: () => Promise<void> }

/** Adds the script right after `<head…>`, before anything the page loads or paints. */
export function slowedHtml(html: string): string {
  const head = /<head[^>]*>/i.exec(html)
  if (!head) throw new Error('The page to slow down has no <head>.')
  const at = head.index + head[0].length
  return `${html.slice(0, at)}<script src="${SLOW_SCRIPT_PATH}"></script>${html.slice(at)}`
}

function forward(upstream: URL, request: IncomingMessage, identity: boolean) {
  const headers = { ...request.headers, host: upstream.host }
  if (identity) headers['accept-encoding'] = 'identity'
  return new Promise<IncomingMessage>((resolve, reject) => {
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      resolve,
    )
    out.on('error', reject)
    request.pipe(out)
  })
}

async function slowPage(upstream: URL, request: IncomingMessage, response: ServerResponse) {
  const answer = await forward(upstream, request, true)
  const chunks: Buffer[] = []
  for await (const chunk of answer) chunks.push(Buffer.from(chunk))
  const html = slowedHtml(Buffer.concat(chunks).toString('utf8'))
  // Compressed as the site compresses, so only the script makes the difference.
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  const body = gzip ? gzipSync(html) : Buffer.from(html)
  const headers = { ...answer.headers }
  delete headers['content-length']
  delete headers['transfer-encoding']
  delete headers.etag
  response.writeHead(answer.statusCode ?? 502, {
    ...headers,
    ...(gzip && { 'content-encoding': 'gzip' }),
    'content-length': body.length,
  })
  response.end(body)
}

/** Serves `upstream` on 127.0.0.1:`port`, with `slowPath`'s HTML slowed down by `spinMs`. */
export async function startSlowedSite(
  upstream: string,
  port: number,
  slowPath: string,
  spinMs: number,
): Promise<SlowedSite> {
  const origin = new URL(upstream)
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', origin)
    if (pathname === SLOW_SCRIPT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      response.end(slowScript(spinMs))
      return
    }
    const isDocument = request.method === 'GET' && !request.headers.rsc
    const handled =
      pathname === slowPath && isDocument
        ? slowPage(origin, request, response)
        : forward(origin, request, false).then((answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(response)
          })
    handled.catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
