// @ts-check
// At most a few requests for pages at once inside Next, per instance: a page Next has not
// rendered yet costs a render (tens to hundreds of milliseconds of a core, and its memory), and
// N strangers asking N unrendered pages would otherwise start N renders at once. The others wait
// their turn in the front, first come first served; one who leaves while waiting is never asked
// of Next. A wait is brief: a request that has waited BRIEF_WAIT_MS goes in while fewer than
// twice the limit are inside, so a page Next has ready does not wait long behind slow renders
// (a person's page at 5,000 stories takes seconds), and a flood still finds a hard ceiling. The
// build's own files (`/_next/static/…`) are never held: a page's script or stylesheet does not
// wait behind another reader's render. Past MAX_WAITING, a request is refused with a 503 and
// Retry-After rather than held without end. Plain JavaScript: Node loads it
// unbundled, in the front (front.mjs).
import { availableParallelism } from 'node:os'

/** Pages inside Next at once: two per core (a render waits on its data half the time), at least 4. */
export const PAGES_AT_ONCE = Math.max(4, 2 * availableParallelism())

/** How long a request waits for a place before it may take one of the second set of places. */
export const BRIEF_WAIT_MS = 1_000

/** Requests held waiting at most; each holds only its connection meanwhile. */
export const MAX_WAITING = 1024

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/** @param {Request} request */
export const isHeld = (request) => !(request.url ?? '').startsWith('/_next/static/')

/**
 * A gate of `limit` places, and as many again for requests that have waited `briefWaitMs`.
 * `enter(response)` resolves once the request may go to Next (true), or with false when it was
 * refused or its reader left; its place is given back when the response closes (sent whole, or
 * abandoned).
 * @param {number} limit @param {number} maxWaiting @param {number} briefWaitMs
 */
export function pageGate(
  limit = PAGES_AT_ONCE,
  maxWaiting = MAX_WAITING,
  briefWaitMs = BRIEF_WAIT_MS,
) {
  let inside = 0
  /** @type {Array<{ response: Response, admit: () => void, late: boolean }>} oldest first */
  const waiting = []

  const next = () => {
    while (inside < limit && waiting.length > 0) {
      const first = waiting.shift()
      if (first && !first.response.destroyed) first.admit()
    }
    // Those who waited their brief while: the second set of places.
    for (let at = 0; at < waiting.length && inside < 2 * limit;) {
      const place = waiting[at]
      if (place?.late && !place.response.destroyed) {
        waiting.splice(at, 1)
        place.admit()
      } else at += 1
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
          late: false,
          admit: () => {
            clearTimeout(timer)
            admitted(response)
            resolve(true)
          },
        }
        const timer = setTimeout(() => {
          place.late = true
          next()
        }, briefWaitMs)
        waiting.push(place)
        // A reader who leaves while waiting gives her place up.
        response.once('close', () => {
          const at = waiting.indexOf(place)
          if (at !== -1) {
            clearTimeout(timer)
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
