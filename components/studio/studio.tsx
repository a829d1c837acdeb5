'use client'

import dynamic from 'next/dynamic'

// Sanity Studio is megabytes of browser-only code: it is fetched only when this renders, in the
// browser, so the rest of the site never downloads it. With the embedded sample dataset there is
// no project to edit (the page says how to connect one) and the Studio is not even compiled:
// CONTENT_SOURCE is inlined (next.config.ts), and the bundler follows no import in a branch that
// cannot run. `next dev`'s /studio compiles in seconds instead of more than a minute.
const EmbeddedStudio = dynamic(
  () =>
    process.env.CONTENT_SOURCE === 'sanity'
      ? import('@/components/studio/embedded-studio')
      : Promise.resolve({ default: () => null }),
  { ssr: false },
)

export function Studio() {
  return <EmbeddedStudio />
}
