// A translation's link-preview card, /og/fr/stories/<slug> (app/og/story-card-response.ts). English
// has its cards at /og/stories/<slug>, so an `en` segment is a 404 like any non-language.
import { storyCardResponse } from '@/app/og/story-card-response'
import { noCard } from '@/app/og/no-card'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

export async function GET(
  _request: Request,
  { params }: RouteContext<'/og/[locale]/stories/[slug]'>,
) {
  const { locale, slug } = await params
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) {
    return noCard()
  }
  return storyCardResponse(slug, locale)
}
