// The site's fixed identity and navigation. What editors change (community name, external
// links, social profiles) lives in the Sanity `siteSettings` document instead.
export const site = {
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
