// The site's fixed identity and navigation. What editors change (community name, external
// links, social profiles) lives in the Sanity `siteSettings` document instead.
/** Where the site is served: absolute URLs (Open Graph images, canonical links) start here. */
function siteUrl(value = process.env.SITE_URL?.trim() || 'http://localhost:3000'): URL {
  try {
    return new URL(value)
  } catch {
    throw new Error(
      `Invalid setting SITE_URL="${value}": give an absolute URL like https://theruum.africa.`,
    )
  }
}

export const site = {
  url: siteUrl(),
  name: 'The Ruum Africa',
  description:
    'Photo stories about African countries: the places, people and light of a continent, told by its photographers.',
  nav: [
    { href: '/', label: 'Explore' },
    { href: '/latest', label: 'Latest' },
    { href: '/stories', label: 'Stories' },
  ],
  teamPage: { href: '/theruumafrica', label: 'Our team' },
} as const

export type NavItem = (typeof site.nav)[number]

/** What the list pages say of themselves, in search results and link previews. */
export const LATEST_DESCRIPTION = 'The newest photo stories from across Africa, most recent first.'
export const STORIES_DESCRIPTION = 'Every photo story, to browse by category and by country.'
