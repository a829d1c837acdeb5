// Where a reader asking for a story at another version's address is sent (a French reader at an
// English slug, say): the same page of the right version, in their language and variant.
import { permanentRedirect } from 'next/navigation'

import { publicPath, type PageVariant } from '@/lib/page-variant'

/** A permanent redirect (308) to `pathname` in the reader's language and variant. */
export function redirectToVersion(pathname: string, variant: PageVariant): never {
  permanentRedirect(publicPath(variant, pathname))
}
