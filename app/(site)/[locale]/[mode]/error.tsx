'use client'

// A failure of a layout that frames pages ((pages)/error.tsx and stories/[slug]/error.tsx catch a
// page's, inside its header); this one is shown without the header.
export { PageError as default } from '@/components/page-error'
