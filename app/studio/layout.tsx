import type { Metadata } from 'next'

import { site } from '@/lib/site'

import '@/app/globals.css'

export const metadata: Metadata = {
  metadataBase: site.url,
  title: { default: site.name, template: `%s · ${site.name}` },
  icons: { icon: '/icon.svg' },
}

// The Studio's own document: it is no page of the site, so it has no language prefix, no data
// saver script and no site frame (its setup notice brings the frame itself).
export default function StudioLayout({ children }: LayoutProps<'/studio'>) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col font-sans">{children}</body>
    </html>
  )
}
