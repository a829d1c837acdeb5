// One line that says which content service failed, at which URL, and how: what a build log or a
// server log shows when the hosted API is down, instead of a bare `fetch failed` and a long dump.
export const CONTENT_SERVICE = 'Sanity query API'

// A query error's description may span lines; a log line must not.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? Reflect.get(value, name)
    : undefined
}

/** The system error code (ECONNREFUSED, ETIMEDOUT, ...), on the error or its causes. */
function networkCode(error: unknown): string | undefined {
  // Under Next the client reads with fetch, whose `fetch failed` carries the code in its cause.
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = field(current, 'code')
    if (typeof code === 'string') return code
    current = field(current, 'cause')
  }
  return undefined
}

const TIMEOUT_CODES = ['ETIMEDOUT', 'ESOCKETTIMEDOUT']

export type ReadFailure = {
  /** The query endpoint tried. */
  url: string
  /** How long one attempt may wait for an answer. */
  attemptTimeoutMs: number
  /** Set when the read's overall deadline cut it off. */
  deadlineMs?: number
}

/**
 * The error a failed hosted read throws. Deliberately without the original as `cause`: Next
 * prints a cause in full (the request's options, its URL with the whole query), burying the line.
 */
export function contentServiceError(error: unknown, failure: ReadFailure): Error {
  const where = `${CONTENT_SERVICE} at ${failure.url}`
  const seconds = (ms: number) => `${ms / 1000} s`
  if (failure.deadlineMs !== undefined) {
    return new Error(
      `Content service unreachable: ${where} (no answer within ${seconds(failure.deadlineMs)}).`,
    )
  }
  const status = field(error, 'statusCode')
  if (typeof status === 'number') {
    const detail = error instanceof Error ? ` (${oneLine(error.message)})` : ''
    return new Error(`Content service failed: ${where} answered HTTP ${status}${detail}.`)
  }
  const code = networkCode(error)
  const reason = code
    ? `${code}${TIMEOUT_CODES.includes(code) ? `: no answer within ${seconds(failure.attemptTimeoutMs)}` : ''}`
    : oneLine(error instanceof Error ? error.message : String(error))
  return new Error(`Content service unreachable: ${where} (${reason}).`)
}
