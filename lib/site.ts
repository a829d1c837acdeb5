// One source for the site's own settings (issue #4 moves the editable ones to Sanity).
export const site = {
  name: 'The Ruum Africa',
  description:
    'Photo stories about African countries: the places, people and light of a continent, told by its photographers.',
  communityName: 'The Ruum Community',
  nav: [
    { href: '/', label: 'Explore' },
    { href: '/latest', label: 'Latest' },
    { href: '/stories', label: 'Stories' },
  ],
} as const
