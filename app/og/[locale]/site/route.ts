// The site's own card in another language, /og/fr/site (app/og/site-card-response.ts); English's
// is /og/site, so an `en` segment is a 404 like any non-language.
import { siteCardResponse } from '@/app/og/site-card-response'
import { noCard } from '@/app/og/no-card'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/site'>) {
  const { locale } = await params
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) {
    return noCard('No such card.')
  }
  return siteCardResponse(locale)
}
