// @ts-check
// Next's request handler with data saver's pages sent framework-free (framework-free.mjs): each
// such response is passed through the rewriter as Next writes it, then compressed here, since
// Next's own compression would have compressed it before the rewriter saw it. Every other
// response is Next's, untouched. Plain JavaScript: Node loads it unbundled (lib/lite/hook.mjs).
import { StringDecoder } from 'node:string_decoder'
import zlib from 'node:zlib'

import { frameworkFree, isLitePageRequest } from './framework-free.mjs'

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

/** @param {Response} response @param {string} field */
function addVary(response, field) {
  const vary = String(response.getHeader('vary') ?? '')
  const fields = vary.split(',').map((each) => each.trim().toLowerCase())
  if (!fields.includes(field.toLowerCase())) {
    response.setHeader('vary', vary ? `${vary}, ${field}` : field)
  }
}

/**
 * Takes over `response` for a data saver page: once Next says what it sends (the first of
 * writeHead, write, end), an HTML body goes through the rewriter and the compressor to the
 * socket; anything else (a redirect, a 304, a HEAD) goes as Next wrote it.
 * @param {Request} request @param {Response} response @param {string | undefined} accepted
 */
function rewriteResponse(request, response, accepted) {
  const send = {
    writeHead: response.writeHead.bind(response),
    write: response.write.bind(response),
    end: response.end.bind(response),
  }
  /** @type {import('node:stream').Writable | undefined} */
  let input
  let decided = false
  const decoder = new StringDecoder('utf8')

  function decide() {
    if (decided) return
    decided = true
    const type = String(response.getHeader('content-type') ?? '')
    if (!type.startsWith('text/html')) return
    // What a GET of the page would say, for a HEAD and a 304 too: another body than Next's.
    addVary(response, 'Accept-Encoding')
    const etag = response.getHeader('etag')
    if (typeof etag === 'string' && etag.startsWith('"')) response.setHeader('etag', `W/${etag}`)
    const encoding = chosenEncoding(accepted)
    const empty = response.statusCode === 204 || response.statusCode === 304
    if (empty) return
    response.removeHeader('content-length')
    if (encoding) response.setHeader('content-encoding', encoding)
    if (request.method === 'HEAD') return
    const rewriter = frameworkFree()
    const output = encoding ? rewriter.pipe(compressor(encoding)) : rewriter
    output.on('data', (chunk) => send.write(chunk))
    output.on('end', () => send.end())
    const fail = (/** @type {Error} */ error) => response.destroy(error)
    rewriter.on('error', fail)
    if (output !== rewriter) output.on('error', fail)
    // A reader who leaves mid-page: nothing more to rewrite.
    response.once('close', () => {
      if (!rewriter.writableEnded) rewriter.destroy()
    })
    input = rewriter
  }

  /** @param {unknown} chunk @param {unknown} encoding */
  const text = (chunk, encoding) => {
    if (typeof chunk === 'string') return chunk
    if (chunk instanceof Uint8Array) return decoder.write(Buffer.from(chunk))
    return typeof encoding === 'string' && chunk ? String(chunk) : ''
  }

  // Node's signatures, which Next calls: writeHead(status, [reason], [headers]), write and end.
  /** @type {any} */
  const patched = response
  patched.writeHead = (/** @type {any[]} */ ...args) => {
    const [status, second, third] = args
    const headers = typeof second === 'object' && second !== null ? second : third
    if (Array.isArray(headers)) {
      // Node's raw form: [name, value, name, value…], a name repeated for each of its values.
      for (let index = 0; index + 1 < headers.length; index += 2) {
        response.appendHeader(String(headers[index]), headers[index + 1])
      }
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) response.setHeader(name, value)
      }
    }
    response.statusCode = status
    if (typeof second === 'string') response.statusMessage = second
    decide()
    return send.writeHead(status)
  }
  patched.write = (/** @type {any[]} */ ...args) => {
    decide()
    if (!input) return /** @type {any} */ (send.write)(...args)
    if (input.writableEnded || input.destroyed) return false
    input.write(text(args[0], args[1]))
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) queueMicrotask(callback)
    return true
  }
  patched.end = (/** @type {any[]} */ ...args) => {
    decide()
    if (!input) return /** @type {any} */ (send.end)(...args)
    if (input.writableEnded || input.destroyed) return response
    const [chunk, encoding] = args
    if (chunk !== undefined && typeof chunk !== 'function') input.write(text(chunk, encoding))
    const rest = decoder.end()
    if (rest) input.write(rest)
    input.end()
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) response.once('finish', callback)
    return response
  }
}

/**
 * `listener` (Next's request handler) with data saver's pages framework-free. Their request
 * reaches Next without `Accept-Encoding`, so Next sends them uncompressed to the rewriter.
 * @param {Listener} listener
 * @returns {Listener}
 */
export function withLitePages(listener) {
  return (request, response) => {
    if (isLitePageRequest(request)) {
      const accepted = request.headers['accept-encoding']
      delete request.headers['accept-encoding']
      rewriteResponse(request, response, accepted)
    }
    listener(request, response)
  }
}
