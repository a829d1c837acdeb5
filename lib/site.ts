// The site's fixed identity and navigation. What editors change (community name, external
// links, social profiles) lives in the Sanity `siteSettings` document instead.
import { PAGES } from '@/lib/routes'
import { siteUrl } from '@/lib/settings'

export const site = {
  /**
   * Where the site is served: absolute URLs (Open Graph images, canonical links) start here.
   * next.config.ts has refused a missing one where it matters (lib/settings.ts).
   */
  url: siteUrl().url,
  name: 'The Ruum Africa',
  description:
    'Photo stories about African countries: the places, people and light of a continent, told by its photographers.',
  /** The header's links, each with its word's key in the message catalogs (lib/i18n/). */
  nav: [
    { href: '/', label: 'nav.explore' },
    { href: PAGES.latest, label: 'nav.latest' },
    { href: PAGES.stories, label: 'nav.stories' },
  ],
} as const

/** A header link with its label in the reader's language. */
export type NavItem = { href: string; label: string }
