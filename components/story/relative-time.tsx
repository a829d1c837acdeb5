'use client'

import { useSyncExternalStore } from 'react'

import { fromNow } from '@/lib/date'

const noSubscription = () => () => {}

/**
 * "3 days ago", computed in the browser only. The page is prerendered (possibly days before it
 * is read), so a server-rendered relative time would be stale and differ from the browser's,
 * a hydration mismatch. The server snapshot is null: the server HTML and the hydrating render
 * both show nothing, then React re-renders with the browser's clock. No effect, no warning.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const relative = useSyncExternalStore(
    noSubscription,
    () => fromNow(iso),
    () => null,
  )
  if (!relative) return null
  return (
    <>
      {' '}
      <span className="whitespace-nowrap text-ink-faint">({relative})</span>
    </>
  )
}
