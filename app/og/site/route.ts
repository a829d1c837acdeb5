// The site's own card in English (app/og/site-card-response.ts).
import { siteCardResponse } from '@/app/og/site-card-response'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

export function GET() {
  return siteCardResponse(DEFAULT_LOCALE)
}
