'use client'

import { useSitePathname } from '@/components/use-site-pathname'

/**
 * Ends preview and comes back to this page as visitors see it. A plain link, not <Link>: a
 * prefetch of the disable route would end preview before the editor clicks.
 */
export function ExitPreviewLink() {
  const pathname = useSitePathname()
  return (
    <a
      href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`}
      className="rounded-full border border-paper/40 px-4 py-1.5 font-medium whitespace-nowrap hover:border-paper hover:bg-paper hover:text-ink"
    >
      Exit preview
    </a>
  )
}
