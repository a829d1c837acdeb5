import type { ReactNode } from 'react'

import { SiteLink } from '@/components/site-link'

/**
 * Where a story photograph opens in the viewer, what its link says to a screen reader, and its
 * figure's id on the story page (`photo-3`: where a photo page's way back leads).
 */
export type PhotoLinkTarget = { href: string; label: string; anchor?: string }

/**
 * A story photograph as the way into the viewer: a link to the photo's own page (a real page
 * without JavaScript), which Next opens over the story as a dialog (the intercepting route
 * @modal/(.)photos/[n]). Not prefetched: a reader who never opens a photo downloads nothing.
 */
export function PhotoLink({ target, children }: { target: PhotoLinkTarget; children: ReactNode }) {
  return (
    <SiteLink
      href={target.href}
      prefetch={false}
      scroll={false}
      data-photo-link
      className="block cursor-zoom-in"
    >
      <span className="sr-only">{target.label}: </span>
      {children}
    </SiteLink>
  )
}
