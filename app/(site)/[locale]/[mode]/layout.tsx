import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'

import { ClientWordsProvider } from '@/components/client-words'
import { clientWords } from '@/lib/i18n/client-words'
import { SiteShell } from '@/components/layout/site-shell'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { isPageMode, isSaverMode, modeRedirectScript, PRERENDERED_MODE } from '@/lib/data-saver'
import { isLocale, LOCALES, textDirection } from '@/lib/i18n/locales'
import { thisVariant } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { feedAlternates } from '@/lib/page-metadata'
import { site } from '@/lib/site'
import { manifestPath, THEME_COLOR } from '@/lib/web-manifest'
import { getSiteSettings } from '@/sanity/content'
import { STUDIO_BASE_PATH } from '@/sanity/studio-path'

import '@/app/globals.css'

// The document of every page of the site, in its language and variant, with its footer (the
// header is framed by the layout that knows the page: components/layout/page-frame.tsx); the
// Studio has a root layout of its own (app/studio/layout.tsx). `locale` and `mode` are its root
// params (next/root-params), which the proxy chose (lib/page-variant.ts): the build
// prerenders the full variant in every language; data saver's renders on its first request and
// is cached like any other page. Both here, in the root layout, so the 404 page (not-found.tsx
// beside it, which Next renders inside the root layout) is in the reader's language and variant.

export async function generateMetadata(): Promise<Metadata> {
  const { locale, mode } = await thisVariant()
  const t = translator(locale)
  return {
    metadataBase: site.url,
    title: { default: site.name, template: `%s · ${site.name}` },
    // The 404 page's, which has none of its own.
    description: t('home.description'),
    openGraph: { siteName: site.name, type: 'website' },
    alternates: { types: feedAlternates(locale) },
    icons: { icon: '/icon.svg' },
    // Data saver's pages add data saver's app to the home screen.
    manifest: manifestPath(locale, mode),
  }
}

export const viewport: Viewport = { themeColor: THEME_COLOR }

/**
 * No instant-navigation shell shared across links: `mode` changes the whole page (data saver's
 * photographs, no motion), so this layout and every component read it where they are, never
 * behind a <Suspense> boundary, whose content a reader without JavaScript would see moved out of
 * place.
 * Pages stay static and prefetched; only Next's dev-time validation of a shared shell is off.
 */
export const instant = false

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale, mode: PRERENDERED_MODE }))
}

export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]/[mode]'>) {
  const { locale, mode } = await params
  // The proxy sends no other language or mode here; a request that got past it is no page.
  if (!isLocale(locale) || !isPageMode(mode)) notFound()
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        {/* First, before any photograph is asked for: see moveToChosenVariant. */}
        <script
          data-lite=""
          dangerouslySetInnerHTML={{ __html: modeRedirectScript(STUDIO_BASE_PATH) }}
        />
        {/* Data saver's one script, its pages' only one: save for offline (lib/lite). */}
        {isSaverMode(mode) && process.env.LITE_SCRIPT && (
          <script src={process.env.LITE_SCRIPT} defer data-lite="" />
        )}
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <PreviewBanner />
        <SiteShell settings={await getSiteSettings(locale)}>
          <ClientWordsProvider words={clientWords(locale)}>{children}</ClientWordsProvider>
        </SiteShell>
      </body>
    </html>
  )
}
