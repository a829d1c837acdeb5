// The site's fixed identity and navigation. What editors change (community name, external
// links, social profiles) lives in the Sanity `siteSettings` document instead.
import { DEFAULT_SITE_URL, SITE_URL_MESSAGES } from '@/lib/site-url'
import { PAGES } from '@/lib/routes'

/**
 * Where the site is served: absolute URLs (Open Graph images, canonical links) start here.
 * next.config.ts has refused a missing one where it matters (lib/site-url.ts).
 */
function siteUrl(value = process.env.SITE_URL?.trim() || DEFAULT_SITE_URL): URL {
  if (!URL.canParse(value)) throw new Error(SITE_URL_MESSAGES.invalid(value))
  return new URL(value)
}

export const site = {
  url: siteUrl(),
  name: 'The Ruum Africa',
  description:
    'Photo stories about African countries: the places, people and light of a continent, told by its photographers.',
  nav: [
    { href: '/', label: 'Explore' },
    { href: PAGES.latest, label: 'Latest' },
    { href: PAGES.stories, label: 'Stories' },
  ],
  teamPage: { href: PAGES.team, label: 'Our team' },
} as const

export type NavItem = (typeof site.nav)[number]

/** What the list pages say of themselves, in search results and link previews. */
export const LATEST_DESCRIPTION = 'The newest photo stories from across Africa, most recent first.'
export const STORIES_DESCRIPTION = 'Every photo story, to browse by category and by country.'
