import { foldText, matchesSearch } from '@/lib/search'
import { readStoryFilter, storiesHref } from '@/lib/story-filter'
import { groupCredits } from '@/sanity/content'

describe('matchesSearch', () => {
  it('matches anywhere, ignoring case and accents', () => {
    expect(foldText("Côte d'Ivoire")).toBe("cote d'ivoire")
    expect(matchesSearch('São Tomé and Príncipe', 'TOME')).toBe(true)
    expect(matchesSearch('Kenya', ' ny ')).toBe(true)
    expect(matchesSearch('Kenya', 'x')).toBe(false)
    expect(matchesSearch('Kenya', '')).toBe(true)
  })
})

describe('story filter in the URL', () => {
  it('reads the first value of each parameter, trimmed, and defaults to empty', () => {
    expect(readStoryFilter({})).toEqual({ category: '', country: '' })
    expect(readStoryFilter({ category: ['street', 'travel'], country: ' Kenya ' })).toEqual({
      category: 'street',
      country: 'Kenya',
    })
  })

  it('writes only the filters that are set', () => {
    expect(storiesHref({ category: '', country: '' })).toBe('/stories')
    expect(storiesHref({ category: 'street', country: '' })).toBe('/stories?category=street')
    expect(storiesHref({ category: '', country: "Côte d'Ivoire" })).toBe(
      '/stories?country=C%C3%B4te+d%27Ivoire',
    )
  })
})

describe('groupCredits', () => {
  it('lists distinct names per credit title, both A to Z', () => {
    expect(
      groupCredits([
        { title: 'Photography', content: 'Zola B' },
        { title: 'Color Grading', content: 'Ama K' },
        { title: 'Photography', content: 'Ada O' },
        { title: 'Photography', content: 'Zola B' },
        { title: 'Photography', content: '' },
      ]),
    ).toEqual([
      { title: 'Color Grading', names: ['Ama K'] },
      { title: 'Photography', names: ['Ada O', 'Zola B'] },
    ])
  })
})
