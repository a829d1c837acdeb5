// The site's own card in a language, /og/fr/site (app/og/site-card-response.ts); English's is
// /og/site, which the proxy renders here.
import { siteCardResponse } from '@/app/og/site-card-response'
import { noCard } from '@/app/og/no-card'
import { isLocale } from '@/lib/i18n/locales'

export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/site'>) {
  const { locale } = await params
  if (!isLocale(locale)) {
    return noCard('No such card.')
  }
  return siteCardResponse(locale)
}
