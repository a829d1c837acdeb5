'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

import { usePageVariant } from '@/components/use-variant-href'
import { hrefIn } from '@/lib/routes'

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string }

/**
 * next/link to a page in this page's language and variant (hrefIn). It prefetches only once the
 * reader shows intent (a pointer over it, a touch, keyboard focus), never because it scrolled
 * into view: a reader who pays per megabyte downloads a page only when she reaches for it
 * (Next's documented hover-only prefetch). In data saver mode, or with `prefetch={false}`, never.
 */
export function SiteLink({
  href,
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Props) {
  const variant = usePageVariant()
  const [intent, setIntent] = useState(false)
  const never = variant.mode === 'lite' || prefetch === false
  const reach = () => {
    if (!never) setIntent(true)
  }
  return (
    <Link
      {...props}
      href={hrefIn(variant, href)}
      prefetch={never || !intent ? false : prefetch}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        reach()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        reach()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        reach()
      }}
    />
  )
}
