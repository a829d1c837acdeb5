// @ts-check
// The build's script and style files in Brotli where the browser accepts it: Next's server
// compresses in gzip only, and a phone on data saver pays for the difference (its stylesheet:
// 9.7 kB in gzip, 8.5 kB in Brotli). Such a file never changes under its name (`immutable`), so
// it is compressed once, at Brotli's best, and then served from memory. Plain JavaScript: Node
// loads it unbundled (hook.mjs).
import zlib from 'node:zlib'

import { interceptBody } from './intercept-body.mjs'
import { addVary, chosenEncoding } from './lite-responses.mjs'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(request: Request, response: Response) => void} Listener */
/** @typedef {{ headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} Kept */

/**
 * At most this much compressed in memory: the build's files are about 0.4 MB compressed; past it
 * a file goes in Next's gzip.
 */
export const MAX_KEPT_BYTES = 8 * 1024 * 1024

/**
 * Addresses that may be a build file: Next's `/_next/static/…`, data saver's script; each file
 * under one spelling only (no empty, `.` or `..` folder, nothing percent-encoded).
 */
const CANDIDATE =
  /^\/(?:_next\/static\/(?:(?!\.\.?\/)[^/?#%]+\/)*[^/?#%]+|ruum-lite\.[0-9a-f]{8})\.(?:css|js)$/

/** The content types compressed: text, which Brotli shrinks. */
const TEXT = /^(?:text\/css|text\/javascript|application\/javascript)\b/

/**
 * `listener` with build files answered in Brotli, each compressed once. Only a plain GET whose
 * answer from Next is a 200 marked `immutable` is kept, by its path (a query changes nothing in
 * such a file), so a stranger's requests cost at most one compression per file of the build.
 * @param {Listener} listener
 * @returns {Listener}
 */
export function withBrotliBuildFiles(listener) {
  /** @type {Map<string, Kept>} */
  const kept = new Map()
  /** Compressions under way, by path: a second request waits for the first's. */
  /** @type {Map<string, Promise<void>>} */
  const compressing = new Map()
  let keptBytes = 0

  /** @param {Kept} file @param {Response} response */
  const serve = (file, response) => {
    response.writeHead(200, { ...file.headers, 'content-length': file.body.length })
    response.end(file.body)
  }

  /** @param {Request} request @param {Response} response @param {string} path */
  const compressFromNext = (request, response, path) => {
    /** @type {() => void} */
    let done = () => {}
    compressing.set(
      path,
      new Promise((resolve) => {
        done = () => {
          compressing.delete(path)
          resolve()
        }
      }),
    )
    response.once('close', done)
    interceptBody(response, (send) => {
      const type = String(response.getHeader('content-type') ?? '')
      const cache = String(response.getHeader('cache-control') ?? '')
      if (response.statusCode !== 200 || !TEXT.test(type) || !/\bimmutable\b/.test(cache)) {
        return undefined
      }
      response.removeHeader('content-length')
      response.setHeader('content-encoding', 'br')
      addVary(response, 'Accept-Encoding')
      const headers = response.getHeaders()
      const brotli = zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
      /** @type {Buffer[]} */
      const chunks = []
      brotli.on('data', (/** @type {Buffer} */ chunk) => {
        chunks.push(chunk)
        send.write(chunk)
      })
      brotli.on('end', () => {
        const body = Buffer.concat(chunks)
        if (keptBytes + body.length <= MAX_KEPT_BYTES) {
          kept.set(path, { headers, body })
          keptBytes += body.length
        }
        send.end()
        done()
      })
      brotli.on('error', (error) => response.destroy(error))
      return brotli
    })
    // Next answers as to a browser that takes no compression: the bytes to compress.
    delete request.headers['accept-encoding']
    listener(request, response)
  }

  return function buildFilesInBrotli(request, response) {
    const path = (request.url ?? '').split('?', 1)[0] ?? ''
    const plain =
      request.method === 'GET' &&
      CANDIDATE.test(path) &&
      chosenEncoding(request.headers['accept-encoding']) === 'br' &&
      // Ranges and revalidations are Next's to answer.
      !request.headers.range &&
      !request.headers['if-none-match'] &&
      !request.headers['if-modified-since']
    if (!plain) return listener(request, response)
    const file = kept.get(path)
    if (file) return serve(file, response)
    const pending = compressing.get(path)
    if (pending) {
      void pending.then(() => {
        const compressed = kept.get(path)
        if (compressed) serve(compressed, response)
        else listener(request, response)
      })
      return
    }
    if (keptBytes >= MAX_KEPT_BYTES) return listener(request, response)
    compressFromNext(request, response, path)
  }
}
