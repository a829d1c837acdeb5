// @ts-check
// The front's way to Next (lib/lite/front.mjs): each request passed on to Next's own server on a
// loopback port, and its answer relayed, streamed both ways. Plain JavaScript: Node loads it
// unbundled, beside Next rather than inside it.
import http from 'node:http'
import { pipeline } from 'node:stream'

import { FRONT_HEADER } from './front-token.mjs'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {{ host: string, port: number, token: string }} Upstream */
/** @typedef {(request: Request, response: Response, headers?: Record<string, string | undefined>) => Promise<Request>} Ask */

/** Headers about one connection, not the message: never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/**
 * Whether a header of Next's answer is not passed on: a hop-by-hop one, or a 404's ETag. Every
 * unknown address gets the same 404 page, so its ETag would let one 404's validator revalidate
 * another's (a 304 for a page that was never asked).
 * @param {string} name lower case @param {number | undefined} status
 */
const dropped = (name, status) => HOP_BY_HOP.has(name) || (status === 404 && name === 'etag')

/**
 * An answer's headers as Node's raw list ([name, value, name, value…], a name once per value),
 * without those not passed on.
 * @param {Request} answer
 * @returns {string[]}
 */
function endToEnd(answer) {
  const raw = answer.rawHeaders
  /** @type {string[]} */
  const kept = []
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? ''
    if (!dropped(name.toLowerCase(), answer.statusCode)) kept.push(name, raw[index + 1] ?? '')
  }
  return kept
}

/**
 * An answer's end-to-end headers as an object to change before sending (Set-Cookie stays a list).
 * @param {Request} answer
 * @returns {import('node:http').OutgoingHttpHeaders}
 */
export function headersOf(answer) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const headers = {}
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !dropped(name, answer.statusCode)) headers[name] = value
  }
  return headers
}

/**
 * Next's answer sent on as it came: status, headers, body, with the reader's pace (a slow phone
 * holds Next's stream back rather than filling the front's memory).
 * @param {Request} answer @param {Response} response
 */
export function relay(answer, response) {
  response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer))
  pipeline(answer, response, () => {})
}

/**
 * Asks Next, over kept-alive loopback connections, what it answers to `request`; `headers`
 * changes some of the request's (undefined removes one). The front's token says the request
 * came through the front (app/api/health); one a stranger sent is replaced.
 * @param {Upstream} upstream
 * @returns {Ask}
 */
export function upstreamAsker(upstream) {
  // Idle connections close before Next's own server would close them (its keep-alive: 5 s).
  const agent = new http.Agent({ keepAlive: true, timeout: 4_000 })

  /** @type {Ask} */
  const ask = (request, response, changes = {}, retried = false) =>
    new Promise((resolve, reject) => {
      /** @type {import('node:http').OutgoingHttpHeaders} */
      const headers = {}
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
      }
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined) delete headers[name]
        else headers[name] = value
      }
      headers[FRONT_HEADER] = upstream.token
      const peer = request.socket?.remoteAddress
      if (peer) {
        const forwarded = request.headers['x-forwarded-for']
        headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer
      }
      const outgoing = http.request({
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      })
      let answered = false
      outgoing.once('response', (answer) => {
        answered = true
        resolve(answer)
      })
      outgoing.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
        // A kept connection Next closed as it was reused: a request without a body is asked
        // again once (Node's advice for `reusedSocket`).
        const bodiless = request.method === 'GET' || request.method === 'HEAD'
        if (outgoing.reusedSocket && error.code === 'ECONNRESET' && bodiless && !retried) {
          resolve(/** @type {any} */ (ask)(request, response, changes, true))
          return
        }
        reject(error)
      })
      // A reader who leaves before the answer: Next stops too (after it, relay's pipeline does).
      response.once('close', () => {
        if (!answered) outgoing.destroy()
      })
      if (retried || request.readableEnded) outgoing.end()
      else request.pipe(outgoing)
    })
  return ask
}
