'use client'

import { lazy, Suspense } from 'react'

import type { LiveClientConfig } from '@/sanity/live/live-client'

// React's own lazy, not next/dynamic: every page's bundle holds this module (the root layout's
// banner imports it), and next/dynamic's runtime would add ~1.5 kB to each for visitors who never
// preview. The tools' code loads only on an editor's page.
const PreviewTools = lazy(() =>
  import('@/components/preview/preview-tools').then((module) => ({ default: module.PreviewTools })),
)

export function LazyPreviewTools(config: LiveClientConfig) {
  return (
    <Suspense>
      <PreviewTools {...config} />
    </Suspense>
  )
}
