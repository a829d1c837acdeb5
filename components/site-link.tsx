'use client'

import Link from 'next/link'
import { useParams } from 'next/navigation'
import type { ComponentProps } from 'react'

import { isSaverMode } from '@/lib/data-saver'

/**
 * next/link, but in data saver mode (the `mode` route param, app/(site)/[mode]) it prefetches
 * nothing: a reader who pays per megabyte downloads a page only when they open it.
 */
export function SiteLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const saver = isSaverMode(useParams<{ mode?: string }>()?.mode)
  return <Link {...props} prefetch={saver ? false : prefetch} />
}
