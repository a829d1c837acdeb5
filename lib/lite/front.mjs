// @ts-check
// The front: the site's HTTP server, a small process of our own before Next's own server (which
// runs beside it, on a loopback port: lib/lite/serve.mjs). It answers itself the requests Next
// would answer with a 500 (sane-requests.mjs), sends data saver's pages framework-free
// (lite-responses.mjs) and the build's files in Brotli (build-files.mjs), and relays everything
// else as Next answers it. Next runs as it ships, so `next dev`, `next start` and standalone's
// server.js are all served the same way. docs/data-saver-and-phones.md weighs the options.
import net from 'node:net'

import { brotliBuildFiles } from './build-files.mjs'
import { isLitePageRequest } from './framework-free.mjs'
import { answerLitePage } from './lite-responses.mjs'
import { isHeld, pageGate } from './page-gate.mjs'
import { pageMemo } from './page-memo.mjs'
import { withSaneRequests } from './sane-requests.mjs'
import { relay, upstreamAsker } from './upstream.mjs'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./upstream.mjs').Upstream} Upstream */

/** @param {Response} response @param {unknown} error */
function unavailable(response, error) {
  if (response.headersSent || response.destroyed) {
    response.destroy()
    return
  }
  const message = 'The site’s server did not answer. Please try again in a moment.\n'
  console.error(`Front: Next did not answer (${error instanceof Error ? error.message : error})`)
  response.writeHead(502, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(message),
    'cache-control': 'no-store',
  })
  response.end(message)
}

/**
 * The front's request listener, passing requests on to Next at `upstream`, at most
 * `pagesAtOnce` of them for pages at once, as many again past `briefWaitMs` (page-gate.mjs).
 * @param {Upstream} upstream
 * @param {{ pagesAtOnce?: number, briefWaitMs?: number }} [options]
 * @returns {((request: Request, response: Response) => void) & { gate: ReturnType<typeof pageGate> }}
 */
export function frontListener(upstream, { pagesAtOnce, briefWaitMs } = {}) {
  const ask = upstreamAsker(upstream)
  const buildFiles = brotliBuildFiles()
  const memo = pageMemo()
  const gate = pageGate(pagesAtOnce, undefined, briefWaitMs)
  /** @param {Request} request @param {Response} response */
  const pass = async (request, response) => {
    if (buildFiles.takes(request)) return buildFiles.answer(request, response, ask)
    if (isHeld(request) && !(await gate.enter(response))) return
    if (isLitePageRequest(request)) {
      const accepted = request.headers['accept-encoding']
      // Next sends the page uncompressed, for the rewriter to read.
      const answer = await ask(request, response, { 'accept-encoding': undefined })
      return answerLitePage(request, response, answer, accepted, memo)
    }
    relay(await ask(request, response), response)
  }
  const listener = withSaneRequests((request, response) => {
    pass(request, response).catch((error) => unavailable(response, error))
  })
  // What is inside Next and waiting, for tests and a reader of the process.
  return Object.assign(listener, { gate })
}

/**
 * The front's `upgrade` listener: a WebSocket (`next dev`'s reload channel) joined to Next's,
 * byte for byte both ways.
 * @param {Upstream} upstream
 * @returns {(request: Request, socket: import('node:stream').Duplex, head: Buffer) => void}
 */
export function frontUpgrade(upstream) {
  return (request, socket, head) => {
    const next = net.connect(upstream.port, upstream.host)
    const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`]
    for (let index = 0; index + 1 < request.rawHeaders.length; index += 2) {
      lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`)
    }
    next.once('connect', () => {
      next.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) next.write(head)
      socket.pipe(next).pipe(socket)
    })
    const end = () => {
      next.destroy()
      socket.destroy()
    }
    next.once('error', end)
    socket.once('error', end)
    next.once('close', end)
    socket.once('close', end)
  }
}
