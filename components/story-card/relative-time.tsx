'use client'

import { useSyncExternalStore } from 'react'

import { usePageVariant } from '@/components/use-variant-href'
import { fromNow } from '@/lib/relative-time'

const subscribe = () => () => {}

/**
 * "3 days ago" in the page's language, from the visitor's clock. The page is prerendered and cached for hours, so a
 * time computed on the server would go stale, and one computed during hydration would differ
 * from the server's HTML. So the server (and hydration) render nothing; it appears after mount.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { locale } = usePageVariant()
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!mounted) return null
  return <span className={className}>{fromNow(iso, new Date(), locale)}</span>
}
