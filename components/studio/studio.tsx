'use client'

import dynamic from 'next/dynamic'

// Sanity Studio is megabytes of browser-only code: it is fetched only when this renders, in the
// browser, so the local-mode page at /studio and the rest of the site never download it.
const EmbeddedStudio = dynamic(() => import('@/components/studio/embedded-studio'), {
  ssr: false,
})

export function Studio() {
  return <EmbeddedStudio />
}
