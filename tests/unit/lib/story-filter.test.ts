import { foldText, matchesSearch } from '@/lib/search'
import { readStoryFilter } from '@/lib/story-filter'
import { CREW_NAMES_PER_TITLE, groupCredits } from '@/lib/crew'
import { storiesHref } from '@/lib/routes'

describe('matchesSearch', () => {
  it('matches anywhere, ignoring case and accents', () => {
    expect(foldText("Côte d'Ivoire")).toBe("cote d'ivoire")
    expect(matchesSearch('São Tomé and Príncipe', 'TOME')).toBe(true)
    expect(matchesSearch('Kenya', ' ny ')).toBe(true)
    expect(matchesSearch('Kenya', 'x')).toBe(false)
    expect(matchesSearch('Kenya', '')).toBe(true)
  })

  it('folds Arabic as readers type it: no short vowels, hamza or stretching, ة as ه, ى as ي', () => {
    expect(foldText('مَدْرَسَة')).toBe(foldText('مدرسه'))
    expect(foldText('أفريقيا')).toBe('افريقيا')
    expect(foldText('إثيوبيا')).toBe('اثيوبيا')
    expect(foldText('آسيا')).toBe('اسيا')
    expect(foldText('مصطفى')).toBe('مصطفي')
    expect(foldText('كتـــاب')).toBe('كتاب')
    expect(matchesSearch('جنوب أفريقيا', 'افريقيا')).toBe(true)
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
      { title: 'Color Grading', names: ['Ama K'], more: 0 },
      { title: 'Photography', names: ['Ada O', 'Zola B'], more: 0 },
    ])
  })

  it(`keeps the ${CREW_NAMES_PER_TITLE} most credited names per title, and counts the others`, () => {
    const names = Array.from({ length: CREW_NAMES_PER_TITLE + 5 }, (_, i) => `Name ${1000 + i}`)
    // The last name is credited twice, so it is kept ahead of the A-to-Z first ones.
    const credits = [...names, names.at(-1) ?? ''].map((content) => ({
      title: 'Photography' as const,
      content,
    }))
    const [group] = groupCredits(credits)
    expect(group?.names).toHaveLength(CREW_NAMES_PER_TITLE)
    expect(group?.names).toContain(names.at(-1))
    expect(group?.names).toEqual([...(group?.names ?? [])].sort())
    expect(group?.more).toBe(5)
  })
})
