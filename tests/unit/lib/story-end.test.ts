import { shareLinks } from '@/lib/share-links'
import { MORE_STORIES, storyEndCandidates, storyEndFrom, type StoryFacets } from '@/lib/story-end'

// Newest first, as storyFacetsQuery lists them.
const listings: StoryFacets[] = [
  { _id: 'a', category: 'portrait', country: 'Ghana' },
  { _id: 'b', category: 'travel', country: 'Ghana' },
  { _id: 'c', category: 'portrait', country: 'Kenya' },
  { _id: 'd', category: 'portrait', country: 'Ghana' },
  { _id: 'e', category: 'travel', country: 'Ghana' },
  { _id: 'f', category: 'travel', country: 'Ghana' },
  { _id: 'g', category: 'portrait', country: 'Ghana' },
]

/** Where the end of story `id` leads, as a story page works it out. */
const storyEndIds = (all: StoryFacets[], id: string, categoryStories: string[]) =>
  storyEndFrom(storyEndCandidates(all, id), categoryStories)

describe('the end of a story', () => {
  it('leads to the stories published just after and just before it', () => {
    expect(storyEndIds(listings, 'c', [])).toMatchObject({ newer: 'b', older: 'd' })
    expect(storyEndIds(listings, 'a', [])).toMatchObject({ newer: null, older: 'b' })
    expect(storyEndIds(listings, 'g', [])).toMatchObject({ newer: 'f', older: null })
  })

  it('shows each story once: neighbours, then the category’s, then up to 3 from the country', () => {
    // The category's stories (relatedStoriesQuery) for 'd': c and g besides a.
    const end = storyEndIds(listings, 'd', ['a', 'c', 'g'])
    expect(end).toEqual({
      newer: 'c',
      older: 'e',
      sameCategory: ['a', 'g'],
      sameCountry: ['b', 'f'],
    })
  })

  it('keeps, of every story, only what the end could show, and shows the same from it', () => {
    const candidates = storyEndCandidates(listings, 'd')
    expect(candidates).toEqual({ newer: 'c', older: 'e', country: ['a', 'b', 'f', 'g'] })
    expect(storyEndFrom(candidates, ['a', 'c', 'g'])).toEqual({
      newer: 'c',
      older: 'e',
      sameCategory: ['a', 'g'],
      sameCountry: ['b', 'f'],
    })
    // However many stories a country has, a story keeps twice a row's worth of them.
    const many = Array.from({ length: 50 }, (_, n) => ({
      _id: `s${n}`,
      category: 'travel',
      country: 'Ghana',
    }))
    expect(storyEndCandidates(many, 's25')?.country).toHaveLength(MORE_STORIES * 2)
    expect(storyEndCandidates(listings, 'zz')).toBeNull()
  })

  it('leads nowhere from a story that is not listed', () => {
    expect(storyEndIds(listings, 'zz', ['a'])).toEqual({
      newer: null,
      older: null,
      sameCategory: [],
      sameCountry: [],
    })
  })
})

describe('share links', () => {
  it('are plain links to each service’s share page, with the story’s address encoded', () => {
    const links = shareLinks('https://theruum.africa/stories/a-b', 'Dusk & Dawn')
    expect(links).toEqual([
      {
        label: 'WhatsApp',
        href: 'https://wa.me/?text=Dusk%20%26%20Dawn%20https%3A%2F%2Ftheruum.africa%2Fstories%2Fa-b',
      },
      {
        label: 'X',
        href: 'https://x.com/intent/post?text=Dusk%20%26%20Dawn&url=https%3A%2F%2Ftheruum.africa%2Fstories%2Fa-b',
      },
      {
        label: 'Facebook',
        href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftheruum.africa%2Fstories%2Fa-b',
      },
    ])
  })
})
