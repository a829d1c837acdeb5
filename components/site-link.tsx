'use client'

import Link from 'next/link'
import { useParams } from 'next/navigation'
import { useState, type ComponentProps } from 'react'

import { isSaverMode } from '@/lib/data-saver'

type Props = ComponentProps<typeof Link> & {
  /**
   * Prefetch only once the reader shows intent (a pointer over it, a touch, keyboard focus), for
   * long lists of which a reader opens one, such as search results: prefetching every visible
   * one on load would download pages and their code the reader never opens.
   */
  prefetchOnIntent?: boolean
}

/**
 * next/link, but in data saver mode (the `mode` route param, app/(site)/[mode]) it prefetches
 * nothing: a reader who pays per megabyte downloads a page only when they open it.
 */
export function SiteLink({ prefetch, prefetchOnIntent = false, ...props }: Props) {
  const saver = isSaverMode(useParams<{ mode?: string }>()?.mode)
  const [intent, setIntent] = useState(false)
  if (saver) return <Link {...props} prefetch={false} />
  if (!prefetchOnIntent || intent) return <Link {...props} prefetch={prefetch} />
  const show = () => setIntent(true)
  return (
    <Link
      {...props}
      prefetch={false}
      onPointerEnter={(event) => {
        show()
        props.onPointerEnter?.(event)
      }}
      onTouchStart={(event) => {
        show()
        props.onTouchStart?.(event)
      }}
      onFocus={(event) => {
        show()
        props.onFocus?.(event)
      }}
    />
  )
}
