'use client'

import { useState, type ComponentProps } from 'react'

import { SiteLink } from '@/components/site-link'

/**
 * A SiteLink that prefetches only once the reader shows intent (a pointer over it, a touch,
 * keyboard focus), for long lists of which a reader opens one, such as search results:
 * prefetching every visible one on load would download pages and their code never opened.
 */
export function IntentLink(props: ComponentProps<typeof SiteLink>) {
  const [intent, setIntent] = useState(false)
  if (intent) return <SiteLink {...props} />
  const show = () => setIntent(true)
  return (
    <SiteLink
      {...props}
      prefetch={false}
      onPointerEnter={show}
      onTouchStart={show}
      onFocus={show}
    />
  )
}
