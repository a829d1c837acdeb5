// A loopback proxy in front of the site that changes one page the way a third-party tag would:
// markup added at the top of its <head> (a script, a preload), what it loads served by the proxy.
// Everything else passes through untouched, so the gates' own tests (a page made slower, a page
// made heavier) need no second build.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

/** A file the proxy serves itself. */
export type Asset = { contentType: string; body: string | Buffer }

/**
 * The page whose HTML gains `head` first in its <head>, and the files (by path) that markup loads.
 */
export type Alteration = { pagePath: string; head: string; assets: Record<string, Asset> }

export type AlteredSite = { url: string; stop: () => Promise<void> }

/** Adds `markup` right after `<head…>`, before anything the page loads or paints. */
export function withHeadFirst(html: string, markup: string): string {
  const head = /<head[^>]*>/i.exec(html)
  if (!head) throw new Error('The page to change has no <head>.')
  const at = head.index + head[0].length
  return `${html.slice(0, at)}${markup}${html.slice(at)}`
}

/** A parser-blocking script tag for `src`. */
export const scriptTag = (src: string) => `<script src="${src}"></script>`

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

async function alteredPage(
  upstream: URL,
  request: IncomingMessage,
  response: ServerResponse,
  markup: string,
) {
  const answer = await forward(upstream, request, true)
  const chunks: Buffer[] = []
  for await (const chunk of answer) chunks.push(Buffer.from(chunk))
  const html = withHeadFirst(Buffer.concat(chunks).toString('utf8'), markup)
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

/** Serves `upstream` on 127.0.0.1:`port`, with the one page changed as `alteration` says. */
export async function startAlteredSite(
  upstream: string,
  port: number,
  { pagePath, head, assets }: Alteration,
): Promise<AlteredSite> {
  const origin = new URL(upstream)
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', origin)
    const asset = assets[pathname]
    if (asset) {
      response.writeHead(200, { 'content-type': asset.contentType, 'cache-control': 'no-store' })
      response.end(asset.body)
      return
    }
    const isDocument = request.method === 'GET' && !request.headers.rsc
    const handled =
      pathname === pagePath && isDocument
        ? alteredPage(origin, request, response, head)
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
