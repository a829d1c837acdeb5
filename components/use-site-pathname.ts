import { usePathname } from 'next/navigation'

import { splitVariantPath } from '@/lib/page-variant'

/**
 * The page's path, without its language and variant. usePathname() gives the path the proxy
 * rewrote the request to (`/en/full/stories`) while the server renders, the reader's URL
 * (`/fr/lite/stories`) in the browser; either is `/stories` here.
 */
export function useSitePathname(): string {
  return splitVariantPath(usePathname()).pathname
}
