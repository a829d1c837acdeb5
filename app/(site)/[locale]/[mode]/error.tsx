'use client'

import { PageError } from '@/components/page-error'

// A failure of a layout that frames pages ((pages)/error.tsx and stories/[slug]/error.tsx catch a
// page's, inside its header): shown without the header, so in a `main` of its own, which the
// skip link leads to.
export default function LayoutError(props: Parameters<typeof PageError>[0]) {
  return (
    <main id="main" className="flex-1">
      <PageError {...props} />
    </main>
  )
}
