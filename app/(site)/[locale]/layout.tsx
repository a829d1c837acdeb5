import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'

import { modeRedirectScript } from '@/lib/data-saver'
import { isLocale, LOCALES, textDirection } from '@/lib/i18n/locales'
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

/** Every language's document is known at build time (a root param needs at least one value). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

// The document of every page of the site, in its language; the pages are framed in
// [mode]/layout.tsx. The Studio has a root layout of its own (app/studio/layout.tsx).
export default async function RootLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  // The proxy sends no other language here; a request that got past it is no page.
  if (!isLocale(locale)) notFound()
  return (
    <html lang={locale} dir={textDirection(locale)}>
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
