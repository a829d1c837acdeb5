// The site's listen endpoint, minus Next (app/api/live/…/route.ts): Sanity's listen protocol for
// editors in draft mode, bounded so that no one can make it cost more than a few open streams.
import {
  isListenError,
  parseListenUrl,
  SSE_HEARTBEAT,
  type ListenRequest,
} from '@/sanity/live/listen-protocol'

/** Where a listener's events come from: starts sending them, returns how to stop. */
export type ListenSource = (
  request: ListenRequest,
  out: { send: (text: string) => void; end: () => void },
) => () => void

export type ListenLimits = {
  /** Open streams one client may hold (an editor's tabs). */
  perClient: number
  /** Open streams in all. */
  total: number
  /** A stream is ended after this long; a browser still there reconnects at once. */
  maxLifeMs: number
  /** A comment is sent this often, so a client that has gone is noticed and let go. */
  heartbeatMs: number
}

export const LISTEN_LIMITS: ListenLimits = {
  perClient: 4,
  total: 32,
  maxLifeMs: 10 * 60_000,
  heartbeatMs: 20_000,
}

export const LISTEN_REFUSALS = {
  notDraftMode: 'Live preview is for editors in preview mode: open the preview URL first.',
  perClient: (limit: number) =>
    `Too many live connections from this client (at most ${limit}): close a preview tab.`,
  total: 'Too many live connections to this server: try again in a minute.',
} as const

/** Sanity's error body: `{ statusCode, error, message }`. */
const refuse = (status: number, error: string, message: string) =>
  Response.json(
    { statusCode: status, error, message },
    { status, headers: { 'cache-control': 'no-store' } },
  )

/** The browser reconnects this soon after a stream ends (the SSE `retry` field). */
const RECONNECT_MS = 500

export function createListenHandler(source: ListenSource, limits: ListenLimits = LISTEN_LIMITS) {
  const byClient = new Map<string, number>()
  let total = 0

  function release(client: string) {
    total--
    const left = (byClient.get(client) ?? 1) - 1
    if (left > 0) byClient.set(client, left)
    else byClient.delete(client)
  }

  return {
    /** Open streams now, in all. */
    open: () => total,
    async handle(
      request: Request,
      { draftMode, client }: { draftMode: boolean; client: string },
    ): Promise<Response> {
      if (!draftMode) return refuse(401, 'Unauthorized', LISTEN_REFUSALS.notDraftMode)
      const parsed = parseListenUrl(request.url)
      if (isListenError(parsed)) {
        return refuse(
          parsed.status,
          parsed.status === 414 ? 'URI Too Long' : 'Bad Request',
          parsed.message,
        )
      }
      if ((byClient.get(client) ?? 0) >= limits.perClient) {
        return refuse(429, 'Too Many Requests', LISTEN_REFUSALS.perClient(limits.perClient))
      }
      if (total >= limits.total) return refuse(429, 'Too Many Requests', LISTEN_REFUSALS.total)
      total++
      byClient.set(client, (byClient.get(client) ?? 0) + 1)

      const encoder = new TextEncoder()
      let closed = false
      let cleanup = () => {}
      let endStream = () => {}
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const end = () => {
            if (closed) return
            closed = true
            cleanup()
            release(client)
            try {
              controller.close()
            } catch {
              // Already closed by the client going away.
            }
          }
          const send = (text: string) => {
            if (closed) return
            try {
              controller.enqueue(encoder.encode(text))
            } catch {
              end()
            }
          }
          send(`retry: ${RECONNECT_MS}\n\n`)
          const heartbeat = setInterval(() => send(SSE_HEARTBEAT), limits.heartbeatMs)
          const life = setTimeout(end, limits.maxLifeMs)
          const stop = source(parsed, { send, end })
          cleanup = () => {
            clearInterval(heartbeat)
            clearTimeout(life)
            stop()
          }
          request.signal.addEventListener('abort', end)
          endStream = end
        },
        // The reader going away (the client left) ends it the same way.
        cancel() {
          endStream()
        },
      })
      return new Response(body, {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          'x-accel-buffering': 'no',
        },
      })
    },
  }
}
