// A language's feeds, /fr/feed.xml and /fr/feed.json, English's at /feed.xml and /feed.json
// (where the proxy renders them here): any other first segment is a 404.
import 'server-only'

import { feedResponse } from '@/lib/feed-response'
import { isLocale } from '@/lib/i18n/locales'

export async function localeFeed(
  request: Request,
  kind: 'rss' | 'json',
  params: Promise<{ locale: string }>,
): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) {
    return new Response('No such feed.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return feedResponse(request, kind, locale)
}
