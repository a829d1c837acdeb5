// The web app manifest, one per language (/manifest.webmanifest in English,
// /<locale>/manifest.webmanifest): a reader adds the site to their home screen in their
// language, and it opens on their language's home page (or, offline, on their saved stories).
import type { MetadataRoute } from 'next'

import { APP_ICONS, appIconPath } from '@/lib/app-icons'
import { DEFAULT_LOCALE, textDirection, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { DEFAULT_VARIANT, publicPath } from '@/lib/page-variant'
import { site } from '@/lib/site'

export const MANIFEST_FILE = 'manifest.webmanifest'

/** Where a language's manifest is: `/manifest.webmanifest`, `/fr/manifest.webmanifest`. */
export const manifestPath = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? `/${MANIFEST_FILE}` : `/${locale}/${MANIFEST_FILE}`

/** The page's paper, the browser bar's and the home-screen splash's colour (the layout's viewport too). */
export const THEME_COLOR = '#f6f1ea'

export function webManifest(locale: Locale): MetadataRoute.Manifest {
  const t = translator(locale)
  return {
    // One app whatever the language it was added in.
    id: '/',
    name: site.name,
    short_name: 'Ruum Africa',
    description: t('home.description'),
    lang: locale,
    dir: textDirection(locale),
    start_url: publicPath({ ...DEFAULT_VARIANT, locale }, '/'),
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ['photo', 'news', 'travel'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...APP_ICONS.map((icon) => ({
        src: appIconPath(icon),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    ],
  }
}

/** The manifest as served, with its media type. */
export const manifestResponse = (locale: Locale) =>
  new Response(JSON.stringify(webManifest(locale)), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  })
