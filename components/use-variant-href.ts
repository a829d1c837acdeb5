import { useParams } from 'next/navigation'
import { useCallback } from 'react'

import { isPageMode, type PageMode } from '@/lib/data-saver'
import { hrefIn } from '@/lib/routes'

/** This page's variant: the `mode` route param (app/(site)/[mode]); full outside the site. */
export function usePageMode(): PageMode {
  const mode = useParams<{ mode?: string }>()?.mode
  return isPageMode(mode) ? mode : 'full'
}

/**
 * How this page writes a link to another of the site's pages: in data saver mode at its lite
 * URL, so the reader stays in the variant they chose without a redirect on every click.
 */
export function useVariantHref(): (href: string) => string {
  const mode = usePageMode()
  // The same function while the mode holds, so effects that use it do not run again each render.
  return useCallback((href: string) => hrefIn(mode, href), [mode])
}
