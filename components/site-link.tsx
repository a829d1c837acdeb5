'use client'

import Link from 'next/link'
import type { ComponentProps } from 'react'

import { usePageVariant } from '@/components/use-variant-href'
import { hrefIn } from '@/lib/routes'

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string }

/**
 * next/link to a page in this page's language and variant (hrefIn); in data saver mode it
 * prefetches nothing: a reader who pays per megabyte downloads a page only when they open it.
 */
export function SiteLink({ href, prefetch, ...props }: Props) {
  const variant = usePageVariant()
  return (
    <Link
      {...props}
      href={hrefIn(variant, href)}
      prefetch={variant.mode === 'lite' ? false : prefetch}
    />
  )
}
