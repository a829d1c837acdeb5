// @ts-check
// A response's body taken over as Next writes it, for the server's own work on some responses
// (lite-responses.mjs, build-files.mjs). Next calls Node's own signatures: writeHead(status,
// [reason], [headers]), write and end. Plain JavaScript: Node loads it unbundled (hook.mjs).

/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {{ writeHead: Response['writeHead'], write: Response['write'], end: Response['end'] }} Send */

/**
 * Once Next says what it sends (the first of writeHead, write, end; its status and headers are
 * then set on `response`), `decide` is asked for a stream to take the body. Given one, every
 * chunk Next writes goes there, and the caller sends the body through `send` (the response's own
 * methods); given nothing, the response goes out as Next writes it.
 * @param {Response} response
 * @param {(send: Send) => import('node:stream').Writable | undefined} decide
 */
export function interceptBody(response, decide) {
  /** @type {{ writeHead: Function, write: Function, end: Function }} */
  const own = {
    writeHead: response.writeHead.bind(response),
    write: response.write.bind(response),
    end: response.end.bind(response),
  }
  // Node's write and end would write the head through the patched writeHead: written here.
  const head = () => {
    if (!response.headersSent) own.writeHead(response.statusCode)
  }
  /** @type {Send} */
  const send = {
    writeHead: /** @type {any} */ (own.writeHead),
    write: /** @type {any} */ ((/** @type {any[]} */ ...args) => (head(), own.write(...args))),
    end: /** @type {any} */ ((/** @type {any[]} */ ...args) => (head(), own.end(...args))),
  }
  /** @type {import('node:stream').Writable | undefined} */
  let input
  let decided = false
  const decideOnce = () => {
    if (decided) return
    decided = true
    input = decide(send)
  }

  /** @param {unknown} chunk @param {unknown} encoding */
  const bytes = (chunk, encoding) =>
    typeof chunk === 'string'
      ? Buffer.from(
          chunk,
          typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
        )
      : chunk

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
    decideOnce()
    // Taken over: the headers wait for the caller, who may still change them.
    return input ? response : own.writeHead(status)
  }
  patched.write = (/** @type {any[]} */ ...args) => {
    decideOnce()
    if (!input) return own.write(...args)
    if (input.writableEnded || input.destroyed) return false
    input.write(bytes(args[0], args[1]))
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) queueMicrotask(callback)
    return true
  }
  patched.end = (/** @type {any[]} */ ...args) => {
    decideOnce()
    if (!input) return own.end(...args)
    if (input.writableEnded || input.destroyed) return response
    const [chunk, encoding] = args
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      input.write(bytes(chunk, encoding))
    }
    input.end()
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) response.once('finish', callback)
    return response
  }
}
