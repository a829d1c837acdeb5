'use client'

import type { ComponentProps } from 'react'

import { useVariantHref } from '@/components/use-variant-href'

/**
 * A plain <a> (a document load, where the client router must not answer) to a page in this
 * page's variant: its lite URL in data saver mode (useVariantHref).
 */
export function PlainLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a href={useVariantHref()(href)} {...props}>
      {children}
    </a>
  )
}
