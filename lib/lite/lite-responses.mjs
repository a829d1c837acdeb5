// @ts-check
// Data saver's pages sent framework-free by the front (lib/lite/front.mjs): Next is asked for the
// page uncompressed, its HTML goes through the rewriter (framework-free.mjs) and is compressed
// here, at the reader's pace. Any other answer to a lite address (a redirect, a compressed or
// non-HTML body) is relayed as Next sent it. Plain JavaScript: Node loads it unbundled.
import { PassThrough, pipeline, Transform } from 'node:stream'
import zlib from 'node:zlib'

import { frameworkFree } from './framework-free.mjs'
import { headersOf, relay } from './upstream.mjs'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('node:http').OutgoingHttpHeaders} Headers */

/**
 * The encoding to answer in, from the request's `Accept-Encoding`: Brotli, else gzip, else none.
 * @param {string | undefined} accepted
 * @returns {'br' | 'gzip' | undefined}
 */
export function chosenEncoding(accepted) {
  const offered = new Map(
    (accepted ?? '').split(',').flatMap((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params
        .map((param) => /^\s*q=(.*?)\s*$/.exec(param)?.[1])
        .find((v) => v !== undefined)
      // A weight that is no qvalue (RFC 9110 §12.4.2: 0 to 1, three decimals) takes nothing.
      const weight =
        q === undefined ? 1 : /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q) ? Number(q) : 0
      return name ? [[name, weight]] : []
    }),
  )
  const accepts = (/** @type {string} */ name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return undefined
}

/** @param {'br' | 'gzip'} encoding */
const compressor = (encoding) =>
  encoding === 'br'
    ? // Quality 5: within a few per cent of the best for a page of HTML, at gzip's speed.
      zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip()

/**
 * A stream that passes on what it was given in one piece per turn of the event loop: the
 * rewriter gives a token at a time, and a compressor (or the socket) given each apart spends more
 * time on the thousands of writes, each its own task (or chunk), than on the page (60 ms a story).
 */
function inPieces() {
  /** @type {Buffer[]} */
  let parts = []
  let scheduled = false
  const pass = () => {
    if (parts.length > 0 && !piece.destroyed) piece.push(Buffer.concat(parts))
    parts = []
  }
  const piece = new Transform({
    transform(chunk, _, callback) {
      parts.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(() => {
          scheduled = false
          pass()
        })
      }
      callback()
    },
    flush(callback) {
      pass()
      callback()
    },
  })
  return piece
}

/** @param {Headers} headers @param {string} field */
export function addVary(headers, field) {
  const vary = String(headers.vary ?? '')
  const fields = vary.split(',').map((each) => each.trim().toLowerCase())
  if (!fields.includes(field.toLowerCase())) headers.vary = vary ? `${vary}, ${field}` : field
}

/**
 * A stream that passes its bytes on and, at their end, gives them all to `done`.
 * @param {(body: Buffer) => void} done
 */
export function keeping(done) {
  /** @type {Buffer[]} */
  const parts = []
  return new Transform({
    transform(chunk, _, callback) {
      parts.push(chunk)
      callback(null, chunk)
    },
    flush(callback) {
      done(Buffer.concat(parts))
      callback()
    },
  })
}

/**
 * Answers a data saver page from Next's `answer` (asked without compression): an HTML body
 * through the rewriter and the compressor to the reader; the same validators and Vary on a HEAD
 * and a 304, which name no body; anything else relayed untouched.
 * @param {Request} request @param {Response} response @param {Request} answer
 * @param {string | string[] | undefined} accepted the reader's Accept-Encoding
 * @param {ReturnType<import('./page-memo.mjs').pageMemo>} memo pages already rewritten
 */
export function answerLitePage(request, response, answer, accepted, memo) {
  const status = answer.statusCode ?? 502
  const type = String(answer.headers['content-type'] ?? '')
  // A 304 names no type: it is the page's, and carries what its 200 would.
  const notModified = status === 304
  if ((!notModified && !type.startsWith('text/html')) || answer.headers['content-encoding']) {
    relay(answer, response)
    return
  }
  const headers = headersOf(answer)
  // What a GET of the page would say, for a HEAD and a 304 too: another body than Next's.
  addVary(headers, 'Accept-Encoding')
  const etag = headers.etag
  if (typeof etag === 'string' && etag.startsWith('"')) headers.etag = `W/${etag}`
  const encoding = chosenEncoding(Array.isArray(accepted) ? accepted.join(',') : accepted)
  if (!notModified && status !== 204) {
    delete headers['content-length']
    if (encoding) headers['content-encoding'] = encoding
  }
  if (notModified || status === 204 || request.method === 'HEAD') {
    response.writeHead(status, answer.statusMessage, headers)
    pipeline(answer, response, () => {})
    return
  }
  const key = status === 200 && typeof etag === 'string' ? `${etag} ${encoding}` : undefined
  const known = key === undefined ? undefined : memo.get(key)
  if (known) {
    // Next's copy of the page, already rewritten: not read.
    answer.destroy()
    response.writeHead(status, answer.statusMessage, { ...headers, 'content-length': known.length })
    response.end(known)
    return
  }
  response.writeHead(status, answer.statusMessage, headers)
  // Bytes in, text to the rewriter: a character cut between two chunks is joined first.
  const text = new PassThrough()
  text.setEncoding('utf8')
  const kept = keeping((body) => key !== undefined && memo.set(key, body))
  const steps = [
    answer,
    text,
    frameworkFree(),
    inPieces(),
    ...(encoding ? [compressor(encoding)] : []),
  ]
  // pipeline: each step waits for the next to drain, the last for the reader; one who leaves
  // mid-page ends them all.
  pipeline([...steps, kept, response], (error) => {
    if (error) response.destroy()
  })
}
