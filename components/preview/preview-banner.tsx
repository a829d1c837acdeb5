import { draftMode } from 'next/headers'

import { ExitPreviewLink } from '@/components/preview/exit-preview-link'

/**
 * Tells an editor in draft mode that the page shows drafts, with the way out. Draft mode reads
 * as off while prerendering, so visitors' static pages never contain it.
 */
export async function PreviewBanner() {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  return (
    <aside aria-label="Preview" className="bg-ink text-paper">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-5 py-2 text-sm md:px-8">
        <p>
          <strong className="font-semibold tracking-[0.2em] uppercase">Preview</strong>
          <span className="ml-3 text-paper/80">
            Drafts are shown. Visitors see the published site.
          </span>
        </p>
        <ExitPreviewLink />
      </div>
    </aside>
  )
}
