import { feedResponse } from '@/lib/feed-response'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

// As /feed.xml, in JSON Feed 1.1.
export function GET(request: Request) {
  return feedResponse(request, 'json', DEFAULT_LOCALE)
}
