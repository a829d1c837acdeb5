import { usePathname } from 'next/navigation'

import { splitModePath } from '@/lib/data-saver'

/**
 * The page's path as the reader sees it. usePathname() gives the path the proxy rewrote the
 * request to (`/full/stories`, app/(site)/[mode]) while the server renders; this drops the mode.
 */
export function useSitePathname(): string {
  return splitModePath(usePathname()).pathname
}
