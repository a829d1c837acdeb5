// @ts-check
// At most a few requests for pages at once inside Next, per instance: a page Next has not
// rendered yet costs a render (tens to hundreds of milliseconds of a core, and its memory), and
// N strangers asking N unrendered pages would otherwise start N renders at once. The others wait
// their turn in the front, first come first served; one who leaves while waiting is never asked
// of Next. The build's own files (`/_next/static/…`) are never held: a page's script or
// stylesheet does not wait behind another reader's render. Past MAX_WAITING, a request is
// refused with a 503 and Retry-After rather than held without end. Plain JavaScript: Node loads it
// unbundled, in the front (front.mjs).
import { availableParallelism } from 'node:os'

/** Pages inside Next at once: two per core (a render waits on its data half the time), at least 4. */
export const PAGES_AT_ONCE = Math.max(4, 2 * availableParallelism())

/** Requests held waiting at most; each holds only its connection meanwhile. */
export const MAX_WAITING = 1024

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/** @param {Request} request */
export const isHeld = (request) => !(request.url ?? '').startsWith('/_next/static/')

/**
 * A gate of `limit` places. `enter(response)` resolves once the request may go to Next (true),
 * or with false when it was refused or its reader left; its place is given back when the
 * response closes (sent whole, or abandoned).
 * @param {number} limit @param {number} maxWaiting
 */
export function pageGate(limit = PAGES_AT_ONCE, maxWaiting = MAX_WAITING) {
  let inside = 0
  /** @type {Array<{ response: Response, admit: () => void }>} oldest first */
  const waiting = []

  const next = () => {
    while (inside < limit && waiting.length > 0) {
      const first = waiting.shift()
      if (first && !first.response.destroyed) first.admit()
    }
  }

  /** @param {Response} response */
  const admitted = (response) => {
    inside += 1
    response.once('close', () => {
      inside -= 1
      next()
    })
  }

  return {
    /** @param {Response} response @returns {Promise<boolean>} */
    enter(response) {
      if (inside < limit) {
        admitted(response)
        return Promise.resolve(true)
      }
      if (waiting.length >= maxWaiting) {
        const message = 'The site is busy. Please try again in a moment.\n'
        response.writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'content-length': Buffer.byteLength(message),
          'retry-after': '5',
          'cache-control': 'no-store',
        })
        response.end(message)
        return Promise.resolve(false)
      }
      return new Promise((resolve) => {
        const place = {
          response,
          admit: () => {
            admitted(response)
            resolve(true)
          },
        }
        waiting.push(place)
        // A reader who leaves while waiting gives her place up.
        response.once('close', () => {
          const at = waiting.indexOf(place)
          if (at !== -1) {
            waiting.splice(at, 1)
            resolve(false)
          }
        })
      })
    },
    /** Requests inside Next, and waiting, now. */
    get counts() {
      return { inside, waiting: waiting.length }
    },
  }
}
