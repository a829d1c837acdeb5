// Hosted Sanity's listener, relayed: the server listens with its read token (which never reaches
// a browser) through @sanity/client's listen(), and passes the events on as they came. When the
// upstream drops, the relay ends the browser's stream, so the page shows it is not live until
// both are back (the browser reconnects by itself, and each reconnection listens afresh).
import { ChannelError, type SanityClient } from '@sanity/client'

import type { ListenSource } from '@/sanity/live/listen-handler'
import { sseEvent } from '@/sanity/live/listen-protocol'

export function hostedListenSource(client: () => SanityClient): ListenSource {
  return (request, { send, end }) => {
    const subscription = client()
      .listen(request.query, request.params, {
        includeResult: request.includeResult,
        includePreviousRevision: request.includePreviousRevision,
        visibility: request.visibility,
        events: ['welcome', 'mutation', 'reconnect'],
      })
      .subscribe({
        next(event) {
          if (event.type === 'reconnect') return end()
          const { type, ...data } = event
          send(sseEvent(type, data, event.type === 'mutation' ? event.eventId : undefined))
        },
        error(error: unknown) {
          // A query Sanity refuses is the listener's to fix: say so, as Sanity does. Anything
          // else ends the stream, and the browser tries again.
          if (error instanceof ChannelError)
            send(sseEvent('channelError', { message: error.message }))
          end()
        },
      })
    return () => subscription.unsubscribe()
  }
}
