// Where a reader asking for a story at another version's address is sent (a French reader at an
// English slug, say): the same page of the right version, in their language and variant.
import { permanentRedirect } from 'next/navigation'

import type { PageMode } from '@/lib/data-saver'
import type { Locale } from '@/lib/i18n/locales'
import { publicPath } from '@/lib/page-variant'

/** A permanent redirect (308) to `pathname` in the reader's language and variant. */
export function redirectToVersion(pathname: string, locale: Locale, mode: PageMode): never {
  permanentRedirect(publicPath({ locale, mode }, pathname))
}
