// The feeds in a language other than English, /fr/feed.xml and /fr/feed.json: any other first
// segment is a 404 here (English's feeds are at /feed.xml, and the proxy moves /en/... there).
import 'server-only'

import { feedResponse } from '@/lib/feed-response'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

export async function localeFeed(
  request: Request,
  kind: 'rss' | 'json',
  params: Promise<{ locale: string }>,
): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) {
    return new Response('No such feed.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return feedResponse(request, kind, locale)
}
