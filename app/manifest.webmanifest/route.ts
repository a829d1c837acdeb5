import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { manifestResponse } from '@/lib/web-manifest'

// The English manifest; the others are /<locale>/manifest.webmanifest
// (app/(site)/[locale]/manifest.webmanifest).
export function GET() {
  return manifestResponse(DEFAULT_LOCALE)
}
