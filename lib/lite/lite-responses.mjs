// @ts-check
// Next's request handler with data saver's pages sent framework-free (framework-free.mjs): each
// such response is passed through the rewriter as Next writes it, then compressed here, since
// Next's own compression would have compressed it before the rewriter saw it. Every other
// response is Next's, untouched. Plain JavaScript: Node loads it unbundled (lib/lite/hook.mjs).
import { PassThrough, Transform, Writable } from 'node:stream'
import zlib from 'node:zlib'

import { frameworkFree, isLitePageRequest } from './framework-free.mjs'
import { interceptBody } from './intercept-body.mjs'
import { pageMemo } from './page-memo.mjs'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(request: Request, response: Response) => void} Listener */

/**
 * The encoding to answer in, from the request's `Accept-Encoding`: Brotli, else gzip, else none.
 * @param {string | undefined} accepted
 * @returns {'br' | 'gzip' | undefined}
 */
export function chosenEncoding(accepted) {
  const offered = new Map(
    (accepted ?? '').split(',').flatMap((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return name ? [[name, q === undefined ? 1 : Number(q)]] : []
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

/** @param {Response} response @param {string} field */
export function addVary(response, field) {
  const vary = String(response.getHeader('vary') ?? '')
  const fields = vary.split(',').map((each) => each.trim().toLowerCase())
  if (!fields.includes(field.toLowerCase())) {
    response.setHeader('vary', vary ? `${vary}, ${field}` : field)
  }
}

/**
 * Takes over `response` for a data saver page: once Next says what it sends, an HTML body goes
 * through the rewriter and the compressor to the socket; anything else (a redirect, a 304, a
 * HEAD) goes as Next wrote it.
 * @param {Request} request @param {Response} response @param {string | undefined} accepted
 * @param {ReturnType<typeof pageMemo>} memo pages already rewritten
 */
function rewriteResponse(request, response, accepted, memo) {
  interceptBody(response, (send) => {
    const type = String(response.getHeader('content-type') ?? '')
    // A 304 names no type: it is the page's, and carries what its 200 would.
    const notModified = response.statusCode === 304
    if (!notModified && !type.startsWith('text/html')) return undefined
    // What a GET of the page would say, for a HEAD and a 304 too: another body than Next's.
    addVary(response, 'Accept-Encoding')
    const etag = response.getHeader('etag')
    if (typeof etag === 'string' && etag.startsWith('"')) response.setHeader('etag', `W/${etag}`)
    const encoding = chosenEncoding(accepted)
    if (notModified || response.statusCode === 204) return undefined
    response.removeHeader('content-length')
    if (encoding) response.setHeader('content-encoding', encoding)
    if (request.method === 'HEAD') return undefined
    const key =
      response.statusCode === 200 && typeof etag === 'string' ? `${etag} ${encoding}` : undefined
    const known = key === undefined ? undefined : memo.get(key)
    if (known) {
      response.setHeader('content-length', known.length)
      send.end(known)
      // Next's copy of the page, already sent.
      return new Writable({ write: (_chunk, _encoding, callback) => callback() })
    }
    // Bytes in, text to the rewriter: a character cut between two chunks is joined first.
    const text = new PassThrough()
    text.setEncoding('utf8')
    const rewriter = frameworkFree()
    const pieces = rewriter.pipe(inPieces())
    const output = encoding ? pieces.pipe(compressor(encoding)) : pieces
    text.pipe(rewriter)
    /** @type {Buffer[]} */
    const sent = []
    output.on('data', (chunk) => {
      sent.push(chunk)
      send.write(chunk)
    })
    output.on('end', () => {
      if (key !== undefined) memo.set(key, Buffer.concat(sent))
      send.end()
    })
    const fail = (/** @type {Error} */ error) => response.destroy(error)
    rewriter.on('error', fail)
    if (output !== pieces) output.on('error', fail)
    // A reader who leaves mid-page: nothing more to rewrite.
    response.once('close', () => {
      if (!text.writableEnded) {
        text.destroy()
        rewriter.destroy()
      }
    })
    return text
  })
}

/**
 * `listener` (Next's request handler) with data saver's pages framework-free. Their request
 * reaches Next without `Accept-Encoding`, so Next sends them uncompressed to the rewriter.
 * @param {Listener} listener
 * @returns {Listener}
 */
export function withLitePages(listener) {
  const memo = pageMemo()
  return (request, response) => {
    if (isLitePageRequest(request)) {
      const accepted = request.headers['accept-encoding']
      delete request.headers['accept-encoding']
      rewriteResponse(request, response, accepted, memo)
    }
    listener(request, response)
  }
}
