import { notFound } from 'next/navigation'

import { SiteShell } from '@/components/layout/site-shell'
import { isPageMode, isSaverMode, PRERENDERED_MODE } from '@/lib/data-saver'
import { getSiteSettings } from '@/sanity/content'

// Every page of the site gets its header and footer here; the Studio (/studio) gets the window.
// `mode` is the variant the proxy chose (lib/data-saver.ts): the build prerenders the full one,
// the data saver one renders on its first request and is cached like any other page.

/**
 * No instant-navigation shell shared across links: `mode` changes the whole page (data saver's
 * photographs, no motion), so this layout and every page read it at the top instead of behind a
 * <Suspense> boundary, whose content a reader without JavaScript would see moved out of place.
 * Pages stay static and prefetched; only Next's dev-time validation of a shared shell is off.
 */
export const instant = false

export function generateStaticParams() {
  return [{ mode: PRERENDERED_MODE }]
}

export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]/[mode]'>) {
  const { mode } = await params
  if (!isPageMode(mode)) notFound()
  return (
    <SiteShell settings={await getSiteSettings()} saver={isSaverMode(mode)}>
      {children}
    </SiteShell>
  )
}
