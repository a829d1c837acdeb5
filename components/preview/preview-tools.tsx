'use client'

import { VisualEditing } from 'next-sanity/visual-editing/client-component'

import { LivePreview } from '@/components/preview/live-preview'
import type { LiveClientConfig } from '@/sanity/live/live-client'

/**
 * What an editor's page adds in draft mode: live updates, and Sanity's visual editing overlay,
 * which turns marked text (sanity/stega.ts) into links to its field in the Studio and lets the
 * Studio's Presentation tool drive the page.
 */
export function PreviewTools(config: LiveClientConfig) {
  return (
    <>
      <LivePreview {...config} />
      <VisualEditing />
    </>
  )
}
