'use client'

import { useClientWords } from '@/components/client-words'
import { useHydrated } from '@/components/use-hydrated'
import { usePageVariant } from '@/components/use-variant-href'
import { fromNow } from '@/lib/relative-time'

/**
 * "3 days ago" in the page's language, from the visitor's clock. The page is prerendered and cached for hours, so a
 * time computed on the server would go stale, and one computed during hydration would differ
 * from the server's HTML. So the server (and hydration) render nothing; it appears after mount.
 * A language browsers carry no data for is written from the words the page was handed.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { locale } = usePageVariant()
  const words = useClientWords().relativeTime
  if (!useHydrated()) return null
  return <span className={className}>{fromNow(iso, new Date(), locale, words)}</span>
}
