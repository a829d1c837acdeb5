import { feedResponse } from '@/lib/feed-response'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

// The English feed; the others are /<locale>/feed.xml (app/(site)/[locale]/feed.xml).
export function GET(request: Request) {
  return feedResponse(request, 'rss', DEFAULT_LOCALE)
}
