'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { LiveClientConfig } from '@/sanity/live/live-client'

type Status = 'connecting' | 'live' | 'offline'

const LABELS: Record<Status, string> = {
  connecting: 'Connecting…',
  live: 'Live: edits show as they are saved',
  offline: 'Not live: reconnecting. Reload to see the latest edits.',
}

/** Edits arrive in bursts (a title typed letter by letter): one refresh per burst. */
const REFRESH_DELAY_MS = 150

/**
 * Keeps an editor's preview in step with the content: listens for edits through Sanity's listen
 * protocol and re-renders the page's server components in place, keeping scroll and any open
 * photograph. Rendered only in draft mode; the client library loads only then.
 */
export function LivePreview({ projectId, dataset, apiVersion }: LiveClientConfig) {
  const router = useRouter()
  const [status, setStatus] = useState<Status>('connecting')

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let unsubscribe = () => {}
    void import('@/sanity/live/live-client').then(({ createLiveClient, listenForEdits }) => {
      if (stopped) return
      const client = createLiveClient(window.location.origin, { projectId, dataset, apiVersion })
      const subscription = listenForEdits(client).subscribe({
        next(event) {
          if (event.type === 'welcome') setStatus('live')
          if (event.type === 'reconnect') setStatus('offline')
          if (event.type !== 'mutation') return
          clearTimeout(timer)
          timer = setTimeout(() => router.refresh(), REFRESH_DELAY_MS)
        },
        error: () => setStatus('offline'),
      })
      unsubscribe = () => subscription.unsubscribe()
    })
    return () => {
      stopped = true
      clearTimeout(timer)
      unsubscribe()
    }
  }, [projectId, dataset, apiVersion, router])

  return (
    <span role="status" className="flex items-center gap-2 text-paper/80">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${status === 'live' ? 'bg-emerald-400' : 'bg-paper/40'}`}
      />
      {LABELS[status]}
    </span>
  )
}
