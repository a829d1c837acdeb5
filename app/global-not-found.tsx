import type { Metadata } from 'next'

import { site } from '@/lib/site'

import '@/app/globals.css'

export const metadata: Metadata = { title: `Page not found · ${site.name}` }

// Only what no root layout answers (a made-up `/_next/...` file): every page's 404 is the site's
// own, in its language ([locale]/[mode]/not-found.tsx), which the proxy sends unknown paths to.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="grid min-h-dvh place-items-center p-8 text-center font-sans">
        <main>
          <h1 className="font-display text-4xl font-semibold">Page not found</h1>
          <p className="mt-6">
            <a href="/" className="underline hover:text-clay">
              {site.name}
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
