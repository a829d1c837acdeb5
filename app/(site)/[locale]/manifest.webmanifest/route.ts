import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/lib/i18n/locales'
import { manifestResponse } from '@/lib/web-manifest'

// Another language's manifest: any other first segment is a 404 here, `en` too (English's is at
// /manifest.webmanifest), as for the feeds.
export function generateStaticParams() {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({ locale }))
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/manifest.webmanifest'>,
) {
  const { locale } = await params
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) {
    return new Response('No such manifest.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return manifestResponse(locale)
}
