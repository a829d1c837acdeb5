// @ts-check
// Requests Next's own server answers with a 500, answered before it by the front (front.mjs): a TRACE
// (its proxy adapter throws), a request target that is not a path (`GET *`: "Invalid URL"; an
// absolute one, `GET http://evil.example/lite`, would be answered with that host in Location),
// and a Range on a static file it cannot read (`bytes=5-1`, `bytes=abc`, `bytes=999999999-`).
// Plain JavaScript: Node loads it unbundled.

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(request: Request, response: Response) => void} Listener */

/** @param {Response} response @param {number} status @param {string} message */
function refuse(response, status, message) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(message),
    'cache-control': 'no-store',
  })
  response.end(message)
}

/**
 * The path of an absolute request target (`http://host/path?q`, as a proxy may send), answered
 * as this site's own: the host it names is not ours to write back.
 * @param {string} target
 * @returns {string | undefined}
 */
export function pathOfTarget(target) {
  if (target.startsWith('/')) return target
  const absolute = /^https?:\/\/[^/?#]*([^#]*)/i.exec(target)
  if (!absolute) return undefined
  const rest = absolute[1] ?? ''
  return rest.startsWith('/') ? rest : `/${rest}`
}

/**
 * `listener` behind the checks: TRACE is not implemented (501); a target that is no path (`*`)
 * a 400; an absolute one read as its path. A Range is dropped: every file here is small, and a
 * whole answer (200) is always a right one.
 * @param {Listener} listener
 * @returns {Listener}
 */
export function withSaneRequests(listener) {
  return (request, response) => {
    if (request.method === 'TRACE') return refuse(response, 501, 'TRACE is not supported.\n')
    const path = pathOfTarget(request.url ?? '')
    if (path === undefined) return refuse(response, 400, 'Bad request: the target is no path.\n')
    request.url = path
    delete request.headers.range
    delete request.headers['if-range']
    listener(request, response)
  }
}
