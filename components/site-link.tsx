'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type ComponentProps } from 'react'

import { usePageVariant } from '@/components/use-variant-href'
import { hrefIn } from '@/lib/routes'

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string }

/** A mouse resting this long over a link is intent; one passing over it while scrolling is not. */
export const HOVER_INTENT_MS = 100

/**
 * next/link to a page in this page's language and variant (hrefIn). It prefetches only once the
 * reader shows intent, never because it scrolled into view: a mouse resting on it (on a screen
 * with one), or keyboard focus. Not a touch: a finger that scrolls the page starts on links, and
 * a tap navigates at once. A reader who pays per megabyte downloads a page only when she reaches
 * for it (Next's documented hover-only prefetch). In data saver mode, or with `prefetch={false}`,
 * never.
 */
export function SiteLink({
  href,
  prefetch,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  ...props
}: Props) {
  const variant = usePageVariant()
  const [intent, setIntent] = useState(false)
  const hover = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(hover.current), [])
  const never = variant.mode === 'lite' || prefetch === false
  return (
    <Link
      {...props}
      href={hrefIn(variant, href)}
      prefetch={never || !intent ? false : prefetch}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        if (never || intent || event.pointerType !== 'mouse') return
        if (!window.matchMedia('(hover: hover)').matches) return
        hover.current = window.setTimeout(() => setIntent(true), HOVER_INTENT_MS)
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event)
        window.clearTimeout(hover.current)
      }}
      onFocus={(event) => {
        onFocus?.(event)
        // The keyboard's focus, not a click's (which navigates at once).
        if (!never && event.currentTarget.matches(':focus-visible')) setIntent(true)
      }}
    />
  )
}
