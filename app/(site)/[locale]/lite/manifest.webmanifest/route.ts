import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/lib/i18n/locales'
import { manifestResponse } from '@/lib/web-manifest'

// Data saver's manifest in another language (/fr/lite/manifest.webmanifest); `en` is a 404 here,
// as for the full site's (English's is /lite/manifest.webmanifest).
export function generateStaticParams() {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({ locale }))
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/lite/manifest.webmanifest'>,
) {
  const { locale } = await params
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) {
    return new Response('No such manifest.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return manifestResponse(locale, 'lite')
}
