// The web app manifest, one per language and variant (/manifest.webmanifest in English,
// /<locale>/manifest.webmanifest, data saver's /lite/manifest.webmanifest and
// /<locale>/lite/manifest.webmanifest): a reader adds the site to their home screen in their
// language and variant, and it opens on that home page (or, offline, on their saved stories).
// Each is an app of its own (its `id`), so adding a second language does not replace the first.
import type { MetadataRoute } from 'next'

import { APP_ICONS, appIconPath } from '@/lib/app-icons'
import type { PageMode } from '@/lib/data-saver'
import { isLocale, LOCALES, textDirection, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { publicPath } from '@/lib/page-variant'
import { site } from '@/lib/site'

export const MANIFEST_FILE = 'manifest.webmanifest'

/** Its home page, where it opens: `/`, `/fr`, `/lite`, `/fr/lite`. */
const homePath = (locale: Locale, mode: PageMode) => publicPath({ locale, mode }, '/')

/** Where a variant's manifest is: `/manifest.webmanifest`, `/fr/lite/manifest.webmanifest`. */
export const manifestPath = (locale: Locale, mode: PageMode = 'full'): string => {
  const home = homePath(locale, mode)
  return `${home === '/' ? '' : home}/${MANIFEST_FILE}`
}

/** The page's paper, the browser bar's and the home-screen splash's colour (the layout's viewport too). */
export const THEME_COLOR = '#f6f1ea'

export function webManifest(locale: Locale, mode: PageMode = 'full'): MetadataRoute.Manifest {
  const t = translator(locale)
  const home = homePath(locale, mode)
  return {
    // An app per language and variant: its home page.
    id: home,
    name: site.name,
    short_name: 'Ruum Africa',
    description: t('home.description'),
    lang: locale,
    dir: textDirection(locale),
    start_url: home,
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
const manifestResponse = (locale: Locale, mode: PageMode = 'full') =>
  new Response(JSON.stringify(webManifest(locale, mode)), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  })

/**
 * A language's manifest (`/fr/manifest.webmanifest`, `/fr/lite/…`; English's at its unprefixed
 * URLs, where the proxy sends it here): any other first segment is a 404, as for the feeds.
 */
export function languageManifest(locale: string, mode: PageMode): Response {
  if (!isLocale(locale)) {
    return new Response('No such manifest.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return manifestResponse(locale, mode)
}

/** Every language's manifest, built with the site. */
export const manifestParams = () => LOCALES.map((locale) => ({ locale }))
