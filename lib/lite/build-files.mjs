// @ts-check
// The build's script and style files in Brotli where the browser accepts it: Next's server
// compresses in gzip only, and a phone on data saver pays for the difference (its stylesheet:
// 9.7 kB in gzip, 8.5 kB in Brotli). Such a file never changes under its name (`immutable`), so
// it is compressed once, at Brotli's best, and then served from memory. Plain JavaScript: Node
// loads it unbundled, in the front (lib/lite/front.mjs).
import { pipeline } from 'node:stream'
import zlib from 'node:zlib'

import { addVary, chosenEncoding, keeping } from './lite-responses.mjs'
import { LITE_SCRIPT_NAME } from './script-name.mjs'
import { headersOf, relay } from './upstream.mjs'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./upstream.mjs').Ask} Ask */
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
const CANDIDATE = new RegExp(
  `^/(?:_next/static/(?:(?!\\.\\.?/)[^/?#%]+/)*[^/?#%]+\\.(?:css|js)|${LITE_SCRIPT_NAME})$`,
)

/** The content types compressed: text, which Brotli shrinks. */
const TEXT = /^(?:text\/css|text\/javascript|application\/javascript)\b/

/**
 * The build's files in Brotli, each compressed once. Only a plain GET whose answer from Next is
 * a 200 marked `immutable` is kept, by its path (a query changes nothing in such a file), so a
 * stranger's requests cost at most one compression per file of the build.
 */
export function brotliBuildFiles() {
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

  /** @param {Request} request */
  const pathOf = (request) => (request.url ?? '').split('?', 1)[0] ?? ''

  /**
   * Asks Next for the plain bytes and sends them on in Brotli, keeping the result.
   * @param {Request} request @param {Response} response @param {Ask} ask @param {string} path
   */
  const compressFromNext = async (request, response, ask, path) => {
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
    try {
      // Next answers as to a browser that takes no compression: the bytes to compress.
      const answer = await ask(request, response, { 'accept-encoding': undefined })
      const type = String(answer.headers['content-type'] ?? '')
      const cache = String(answer.headers['cache-control'] ?? '')
      const compressible =
        answer.statusCode === 200 &&
        TEXT.test(type) &&
        /\bimmutable\b/.test(cache) &&
        !answer.headers['content-encoding']
      if (!compressible) {
        done()
        return relay(answer, response)
      }
      const headers = headersOf(answer)
      delete headers['content-length']
      headers['content-encoding'] = 'br'
      addVary(headers, 'Accept-Encoding')
      const brotli = zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
      const keep = keeping((body) => {
        if (keptBytes + body.length <= MAX_KEPT_BYTES) {
          kept.set(path, { headers, body })
          keptBytes += body.length
        }
      })
      response.writeHead(200, headers)
      pipeline(answer, brotli, keep, response, (error) => {
        if (error) response.destroy()
        done()
      })
    } catch (error) {
      done()
      throw error
    }
  }

  return {
    /**
     * Whether the front answers `request` here: a plain GET of a build file in Brotli (ranges and
     * revalidations are Next's to answer).
     * @param {Request} request
     */
    takes(request) {
      return (
        request.method === 'GET' &&
        CANDIDATE.test(pathOf(request)) &&
        chosenEncoding(request.headers['accept-encoding']) === 'br' &&
        !request.headers.range &&
        !request.headers['if-none-match'] &&
        !request.headers['if-modified-since']
      )
    },
    /** @param {Request} request @param {Response} response @param {Ask} ask */
    async answer(request, response, ask) {
      const path = pathOf(request)
      const file = kept.get(path)
      if (file) return serve(file, response)
      const pending = compressing.get(path)
      if (pending) {
        await pending
        const compressed = kept.get(path)
        if (compressed) return serve(compressed, response)
        return relay(await ask(request, response), response)
      }
      if (keptBytes >= MAX_KEPT_BYTES) return relay(await ask(request, response), response)
      return compressFromNext(request, response, ask, path)
    },
  }
}
