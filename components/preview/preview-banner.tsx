import { draftMode } from 'next/headers'
import { VisualEditing } from 'next-sanity/visual-editing'

import { ExitPreviewLink } from '@/components/preview/exit-preview-link'
import { LazyLivePreview } from '@/components/preview/lazy-live-preview'
import { env } from '@/sanity/env'

/**
 * Tells an editor in draft mode that the page shows drafts and follows their edits live, with the
 * way out. Draft mode reads as off while prerendering, so visitors' static pages never contain
 * it, nor load its scripts.
 */
export async function PreviewBanner() {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  // VisualEditing: the overlay that turns marked text (sanity/stega.ts) into links to its field in
  // the Studio, and lets the Studio's Presentation tool drive this page.
  return (
    <>
      <VisualEditing />
      <aside aria-label="Preview" className="bg-ink text-paper">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-5 py-2 text-sm md:px-8">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p>
              <strong className="font-semibold tracking-[0.2em] uppercase">Preview</strong>
              <span className="ml-3 text-paper/80">
                Drafts are shown. Visitors see the published site.
              </span>
            </p>
            <LazyLivePreview
              projectId={env.projectId}
              dataset={env.dataset}
              apiVersion={env.apiVersion}
            />
          </div>
          <ExitPreviewLink />
        </div>
      </aside>
    </>
  )
}
