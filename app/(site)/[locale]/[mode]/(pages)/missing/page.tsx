import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { NotFoundMessage } from '@/components/not-found-message'
import { pageTranslator } from '@/lib/i18n/page-locale'

/** Makes the response a 404: from inside a boundary, so the page's HTML stays whole. */
function NotFoundStatus(): never {
  notFound()
}

// Where the proxy sends a path that is no page, or names nothing that exists (MISSING_ROUTE):
// the 404 page in the reader's language and variant, prerendered like any page. A notFound() at
// the top would be sent as Next's empty error shell that only JavaScript fills in (no text, no
// `lang`: nothing for a reader on a slow phone or a crawler). So the page draws the 404 itself,
// and its notFound() behind a Suspense boundary only sets the status; once scripts run, the
// boundary's not-found.tsx shows the same page in its place.
/** Its title in the reader's language, as its text is: "الصفحة… · The Ruum Africa". */
export async function generateMetadata(): Promise<Metadata> {
  const t = await pageTranslator()
  return { title: t('notFound.title'), robots: { index: false } }
}

export default function Missing() {
  return (
    <>
      <NotFoundMessage />
      <Suspense>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
