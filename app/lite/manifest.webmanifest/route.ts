import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { manifestResponse } from '@/lib/web-manifest'

// Data saver's English manifest: its app opens on /lite. (No page is under app/lite: the proxy
// renders data saver's pages at /en/lite/….)
export function GET() {
  return manifestResponse(DEFAULT_LOCALE, 'lite')
}
