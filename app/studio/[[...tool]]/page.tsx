import type { Metadata, Viewport } from 'next'

import { PageFrame } from '@/components/layout/page-frame'
import { SiteShell } from '@/components/layout/site-shell'
import { Studio } from '@/components/studio/studio'
import { StudioSetup } from '@/components/studio/studio-setup'
import { getSiteSettings } from '@/sanity/content'
import { env } from '@/lib/settings'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

// Sanity Studio, on every /studio/... path (the Studio routes inside itself). The page is the
// same on each: /studio is prerendered, a deep link is rendered once on its first request and
// then served as static (like a new story's page); the Studio itself runs in the browser.
export const ensureStatic = 'navigation'

export function generateStaticParams() {
  return [{ tool: [] }]
}

// next-sanity/studio's metadata and viewport, written out: importing them from there would bring
// the Studio itself into this route's server bundle, which the embedded sample never renders.
export const metadata: Metadata = { referrer: 'same-origin', robots: 'noindex', title: 'Studio' }
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover' }

export default async function StudioPage({ params }: PageProps<'/studio/[[...tool]]'>) {
  // Awaited first, as a story page does: a deep link then renders whole on its first request,
  // instead of the build prerendering a shell for unknown paths (whose header has no pathname).
  await params
  // The embedded sample dataset has no project to edit: say how to connect one instead.
  if (env.contentSource === 'local') {
    return (
      <SiteShell settings={await getSiteSettings(DEFAULT_LOCALE)}>
        <PageFrame>
          <StudioSetup />
        </PageFrame>
      </SiteShell>
    )
  }
  return <Studio />
}
