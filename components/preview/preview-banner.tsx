import { draftMode } from 'next/headers'

import { ExitPreviewLink } from '@/components/preview/exit-preview-link'
import { LazyPreviewTools } from '@/components/preview/lazy-preview-tools'
import { env } from '@/lib/settings'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'

/**
 * Tells an editor in draft mode that the page shows drafts and follows their edits live, with the
 * way out. Draft mode reads as off while prerendering, so visitors' static pages never contain
 * it, nor load its tools' scripts.
 */
export async function PreviewBanner() {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  return (
    <aside aria-label="Preview" className="bg-ink text-paper">
      <div
        className={`${PAGE_BOX_CLASS} flex flex-wrap items-center justify-between gap-3 py-2 text-sm`}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>
            <strong className="font-semibold tracking-[0.2em] uppercase">Preview</strong>
            <span className="ms-3 text-paper/80">
              Drafts are shown. Visitors see the published site.
            </span>
          </p>
          <LazyPreviewTools
            projectId={env.projectId}
            dataset={env.dataset}
            apiVersion={env.apiVersion}
          />
        </div>
        <ExitPreviewLink />
      </div>
    </aside>
  )
}
