import type { Metadata, Viewport } from 'next'

import { modeRedirectScript } from '@/lib/data-saver'
import { FEED_ALTERNATES } from '@/lib/page-metadata'
import { site } from '@/lib/site'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { STUDIO_BASE_PATH } from '@/sanity/studio-path'

import '@/app/globals.css'

export const metadata: Metadata = {
  metadataBase: site.url,
  title: { default: site.name, template: `%s · ${site.name}` },
  description: site.description,
  openGraph: { siteName: site.name, type: 'website' },
  alternates: { types: FEED_ALTERNATES },
  icons: { icon: '/icon.svg' },
}

export const viewport: Viewport = { themeColor: '#f6f1ea' }

// The document only: the site's pages are framed in app/(site)/[mode]/layout.tsx, the Studio is not.
export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="en">
      <head>
        {/* First, before any photograph is asked for: see moveToChosenVariant. */}
        <script dangerouslySetInnerHTML={{ __html: modeRedirectScript(STUDIO_BASE_PATH) }} />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <PreviewBanner />
        {children}
      </body>
    </html>
  )
}
