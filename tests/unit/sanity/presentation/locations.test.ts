// The Presentation tool's "Used on … pages" list: for each document type, the site's pages that
// show it, with the titles editors read.
import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation'

import { locations } from '@/sanity/presentation/locations'

/** What Presentation shows for `doc`: a resolver's answer, or a fixed list as it is. */
function resolved<K extends string>(
  entry: DocumentLocationResolverObject<K> | DocumentLocationsState,
  doc: Record<K, unknown> | null,
) {
  return 'resolve' in entry ? entry.resolve(doc) : entry
}

describe('Presentation locations', () => {
  it('a story: its page, titled by its title, then the latest and all-stories lists', () => {
    expect(resolved(locations.story, { title: 'Lions at dawn', slug: 'lions-at-dawn' })).toEqual({
      locations: [
        { title: 'Lions at dawn', href: '/stories/lions-at-dawn' },
        { title: 'Latest stories', href: '/latest' },
        { title: 'All stories', href: '/stories' },
      ],
    })
    expect(resolved(locations.story, { title: '', slug: 'x' })).toMatchObject({
      locations: [{ title: 'Untitled story', href: '/stories/x' }, {}, {}],
    })
  })

  it('a category: its filtered list, in the /stories URL the filters write, and home', () => {
    expect(resolved(locations.category, { title: 'Portrait', slug: 'portrait' })).toEqual({
      locations: [
        { title: 'Portrait stories', href: '/stories?category=portrait' },
        { title: 'Home (category rows)', href: '/' },
      ],
    })
  })

  it('without a slug: a caution instead of pages that would not exist', () => {
    for (const slug of [undefined, null, '', '  ']) {
      expect(resolved(locations.story, { title: 'Draft', slug })).toEqual({
        message: 'Give the story a slug to see where it is shown.',
        tone: 'caution',
      })
      expect(resolved(locations.category, { title: 'Portrait', slug })).toMatchObject({
        tone: 'caution',
      })
    }
  })

  it('a story teller: their page at the slug of their name, and the community page', () => {
    expect(resolved(locations.person, { firstName: 'Amara', lastName: 'Okafor' })).toEqual({
      locations: [
        { title: 'Amara Okafor', href: '/people/amara-okafor' },
        { title: 'Community (storytellers)', href: '/community' },
      ],
    })
    // A name with no letters yet has no page.
    expect(resolved(locations.person, { firstName: '', lastName: undefined })).toEqual({
      locations: [{ title: 'Community (storytellers)', href: '/community' }],
    })
  })

  it('a team member: the team page', () => {
    expect(resolved(locations.teamMember, { firstName: 'Zola', lastName: 'Dube' })).toEqual({
      locations: [{ title: 'Our team', href: '/theruumafrica' }],
    })
  })

  it('the site settings: every page (the footer) and the community page it names', () => {
    expect(resolved(locations.siteSettings, { communityName: 'The Ruum Community' })).toEqual({
      locations: [
        { title: 'Every page (footer)', href: '/' },
        { title: 'The Ruum Community', href: '/community' },
      ],
    })
    expect(resolved(locations.siteSettings, { communityName: undefined })).toMatchObject({
      locations: [{}, { title: 'Community', href: '/community' }],
    })
  })

  it('a document not loaded yet: nothing listed', () => {
    expect(resolved(locations.story, null)).toBeNull()
    expect(resolved(locations.category, null)).toBeNull()
    expect(resolved(locations.person, null)).toBeNull()
  })
})
