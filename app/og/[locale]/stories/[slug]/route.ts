// A story's link-preview card in a language, /og/fr/stories/<slug> (app/og/story-card-response.ts);
// English's are at /og/stories/<slug>, which the proxy renders here.
import { storyCardResponse } from '@/app/og/story-card-response'
import { noCard } from '@/app/og/no-card'
import { isLocale } from '@/lib/i18n/locales'

export async function GET(
  _request: Request,
  { params }: RouteContext<'/og/[locale]/stories/[slug]'>,
) {
  const { locale, slug } = await params
  if (!isLocale(locale)) {
    return noCard()
  }
  return storyCardResponse(slug, locale)
}
