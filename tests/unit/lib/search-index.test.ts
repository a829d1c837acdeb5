import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { highlight } from '@/lib/search-highlight'
import {
  createSearchIndex,
  searchIndexFor,
  searchStories,
  type SearchStory,
} from '@/lib/search-index'
import { QUERY_MAX_TERMS } from '@/lib/search-query'

function story(slug: string, fields: Partial<SearchStory> = {}): SearchStory {
  return {
    id: slug,
    language: 'en',
    shownIn: LOCALES,
    slug,
    title: `Story ${slug}`,
    description: null,
    publishedOn: '2024-01-01',
    country: null,
    category: null,
    categoryTitles: {},
    thumbnail: null,
    storyTeller: null,
    credits: [],
    text: [],
    quotes: [],
    captions: [],
    places: [],
    ...fields,
  }
}

const STORIES = [
  story('ivoire', { title: 'Markets at Dawn', country: "Côte d'Ivoire", places: ['Bouaké'] }),
  story('ivoire-plain', {
    title: 'Lagoon Light',
    country: null,
    text: ['We crossed from Cote d’Ivoire by road.'],
  }),
  story('sao', { title: 'Cocoa Islands', country: 'São Tomé and Príncipe' }),
  story('sao-plain', { title: 'Harbour', captions: ['Fishing boats at Sao Joao'] }),
  story('nairobi', { title: 'Nairobi Nights', country: 'Kenya', storyTeller: 'Ama Mensah' }),
  story('ethiopia', { title: 'Highland Feasts', country: 'Ethiopia' }),
  story('kumasi-title', { title: 'Kumasi Market', country: 'Ghana', publishedOn: '2020-01-01' }),
  story('kumasi-body', {
    title: 'Roads North',
    country: 'Togo',
    publishedOn: '2025-01-01',
    text: ['Kumasi, Kumasi!', 'We drove from Kumasi to Tamale.'],
  }),
  story('lagos', { title: 'Lagos Traffic', country: 'Nigeria', text: ['Harmattan dust.'] }),
  story('harmattan', { title: 'Dry Season', country: 'Niger', text: ['The harmattan wind.'] }),
  story('benin', { title: 'Ouidah', country: 'Benin' }),
  story('begin', { title: 'First Steps', text: ['Where the roads begin.'] }),
]

const index = createSearchIndex(STORIES)
const search = (query: string, limit = 20) => searchStories(index, query, { limit, locale: 'en' })
const slugs = (query: string) => search(query).results.map((hit) => hit.slug)

describe('searchStories', () => {
  it("finds a country by its other names: Ivory Coast is Côte d'Ivoire, not a coast elsewhere", () => {
    const stories = [
      story('ghana-coast', {
        title: 'Cape Coast Castle',
        country: 'Ghana',
        text: ['The coast road.'],
      }),
      story('ivoire', { title: 'Markets at Dawn', country: "Côte d'Ivoire" }),
      story('eswatini', { title: 'Reed Dance', country: 'Eswatini' }),
      story('cabo', { title: 'Island Music', country: 'Cabo Verde' }),
    ]
    const aliased = createSearchIndex(stories)
    const first = (query: string) =>
      searchStories(aliased, query, { limit: 5, locale: 'en' }).results[0]?.slug
    expect(first('Ivory Coast')).toBe('ivoire')
    expect(first('swaziland')).toBe('eswatini')
    expect(first('Cape Verde')).toBe('cabo')
  })

  it('ranks a title match above a match in the body only, though the body one is newer', () => {
    expect(slugs('kumasi')).toEqual(['kumasi-title', 'kumasi-body'])
  })

  it('shows stories with every word, and stories with any word only when none has all', () => {
    const all = search('lagos harmattan')
    expect(all.match).toBe('all')
    expect(all.results.map((hit) => hit.slug)).toEqual(['lagos'])

    const any = search('nairobi harmattan')
    expect(any.match).toBe('any')
    expect(any.results.map((hit) => hit.slug).sort()).toEqual(['harmattan', 'lagos', 'nairobi'])
    expect(any.total).toBe(3)
  })

  it('ignores accents and apostrophe kinds, both ways', () => {
    expect(slugs("cote d'ivoire").sort()).toEqual(['ivoire', 'ivoire-plain'])
    expect(slugs('Côte d’Ivoire').sort()).toEqual(['ivoire', 'ivoire-plain'])
    expect(slugs('Sao').sort()).toEqual(['sao', 'sao-plain'])
    expect(slugs('São').sort()).toEqual(['sao', 'sao-plain'])
    expect(slugs('BOUAKE')).toEqual(['ivoire'])
  })

  it('forgives typos in words of four letters or more, and reports the word found', () => {
    expect(slugs('Nairobbi')).toEqual(['nairobi'])
    expect(search('Nairobbi').results[0]?.terms).toEqual(['nairobi'])
    expect(slugs('Ethiopa')).toEqual(['ethiopia'])
    expect(slugs('Ghanna')).toEqual(['kumasi-title'])
    // Three letters are too few to guess from: "Tgo" is not "Togo".
    expect(slugs('Tgo')).toEqual([])
  })

  it('takes a word some story has as meant, without its look-alikes', () => {
    expect(slugs('Benin')).toEqual(['benin'])
    expect(slugs('Begin')).toEqual(['begin'])
    expect(slugs('Beninn')).toEqual(['benin'])
  })

  it('completes the last word only', () => {
    expect(slugs('kuma').sort()).toEqual(['kumasi-body', 'kumasi-title'])
    expect(slugs('gha')).toEqual(['kumasi-title'])
    // Two letters start too many words to complete.
    expect(slugs('gh')).toEqual([])
    expect(slugs('market kuma')).toEqual(['kumasi-title'])
    // "kuma" is not the last word here, so it must be whole: only "ghana" matches.
    const search2 = search('kuma ghana')
    expect(search2.match).toBe('any')
    expect(search2.results.map((hit) => hit.slug)).toEqual(['kumasi-title'])
  })

  it('searches without stop words, which alone find nothing', () => {
    expect(search('the of and in')).toEqual({ total: 0, match: 'all', results: [] })
    expect(search('the roads of the north')).toEqual(search('roads north'))
    expect(slugs('the roads of the north')).toEqual(['kumasi-body'])
  })

  it('searches names: story teller, places and credits', () => {
    expect(slugs('mensah')).toEqual(['nairobi'])
    const credited = createSearchIndex([story('x', { credits: ['Kofi Boateng'] })])
    expect(searchStories(credited, 'boateng', { limit: 5, locale: 'en' }).total).toBe(1)
  })

  it(`searches the first ${QUERY_MAX_TERMS} words only`, () => {
    const words = Array.from({ length: QUERY_MAX_TERMS }, (_, i) => `nothing${i}`)
    expect(slugs([...words, 'lagos'].join(' '))).toEqual([])
    expect(slugs([...words.slice(1), 'lagos'].join(' '))).toEqual(['lagos'])
  })

  it('puts the newer story first on an equal score', () => {
    const twins = createSearchIndex([
      story('a-old', { title: 'Twin', publishedOn: '2019-05-01' }),
      story('b-undated', { title: 'Twin', publishedOn: null }),
      story('c-new', { title: 'Twin', publishedOn: '2023-05-01' }),
    ])
    const hits = searchStories(twins, 'twin', { limit: 5, locale: 'en' }).results
    expect(hits.map((hit) => hit.slug)).toEqual(['c-new', 'a-old', 'b-undated'])
  })

  it('returns the page asked for, and counts them all', () => {
    const all = slugs('kuma')
    const page = searchStories(index, 'kuma', { limit: 1, offset: 1, locale: 'en' })
    expect(page.total).toBe(2)
    expect(page.results.map((hit) => hit.slug)).toEqual(all.slice(1))
  })

  it('gives a snippet that shows a matched word', () => {
    const [hit] = search('tamale').results
    expect(hit?.snippet).toContain('Tamale')
    expect(highlight(hit?.snippet ?? '', hit?.terms ?? []).some((s) => s.match)).toBe(true)
  })

  it('answers hostile queries with a valid result, never an error', () => {
    const hostile = [
      '',
      '   ',
      'Kumasi '.repeat(150),
      'x'.repeat(1000),
      '🦁🌍👨‍👩‍👧',
      'مرحبا بالعالم',
      'שלום',
      '<script>alert(1)</script>',
      '\uD800\uDFFF\uDC00',
      '%E0%A4%A',
      'Nairobbi Ethiopaa Ghannaa Kumassii Harmattann Lagoss Tamalle Bouakke Lamuu',
    ]
    for (const query of hostile) {
      const result = search(query)
      expect(result.results.length, query).toBeLessThanOrEqual(result.total)
      for (const hit of result.results) expect(STORIES.map((s) => s.slug)).toContain(hit.slug)
    }
    expect(search('Kumasi '.repeat(150)).total).toBe(2)
  })

  it('keeps a repeated slug once', () => {
    const twice = createSearchIndex([story('a', { title: 'Aswan' }), story('a', { title: 'Siwa' })])
    expect(searchStories(twice, 'aswan', { limit: 5, locale: 'en' }).total).toBe(1)
    expect(searchStories(twice, 'siwa', { limit: 5, locale: 'en' }).total).toBe(0)
  })
})

describe('searchIndexFor', () => {
  it('loads and builds once per revision, and keeps only the latest', async () => {
    const load = vi.fn(async (stories: SearchStory[]) => stories)
    const first = await searchIndexFor('rev-1', () => load(STORIES))
    expect(await searchIndexFor('rev-1', () => load([]))).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
    const second = await searchIndexFor('rev-2', () => load(STORIES.slice(0, 1)))
    expect(second).not.toBe(first)
    expect(searchStories(second, 'lagos', { limit: 5, locale: 'en' }).total).toBe(0)
    expect(await searchIndexFor('rev-1', () => load(STORIES))).not.toBe(first)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('does not keep a failed load: the next search tries again', async () => {
    await expect(
      searchIndexFor('rev-fail', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down')
    const index = await searchIndexFor('rev-fail', async () => STORIES)
    expect(searchStories(index, 'lagos', { limit: 5, locale: 'en' }).total).toBeGreaterThan(0)
  })
})

describe('search in the reader’s language', () => {
  // One story in English, translated into French and Arabic (the Arabic at the original's slug),
  // and one in English only.
  const versions = [
    story('fishermen', {
      id: 'en-1',
      title: 'The Fishermen of Tamale',
      shownIn: ['en', 'pt', 'sw'],
      text: ['The crews push off before the wind gets up.'],
      places: ['Tamale', 'تامالي'],
    }),
    story('les-pecheurs-de-tamale', {
      id: 'fr-1',
      language: 'fr',
      shownIn: ['fr'],
      title: 'Les pêcheurs de Tamale',
      text: ['Les équipages partent avant que le vent ne se lève.'],
      places: ['Tamale', 'تامالي'],
    }),
    story('fishermen', {
      id: 'ar-1',
      language: 'ar',
      shownIn: ['ar'],
      title: 'صيادو تامالي',
      text: ['تَنطلقُ أطقمُ الصيد قبل أن تهبّ الرياح، والبحيرةُ هادئة.'],
      places: ['Tamale', 'تامالي'],
    }),
    story('potters', { id: 'en-2', title: 'The Potters of Kano', shownIn: LOCALES }),
  ]
  const index = createSearchIndex(versions)
  const find = (query: string, locale: Locale) =>
    searchStories(index, query, { limit: 10, locale }).results.map((hit) => hit.title)

  it('finds French words with or without their accents, and shows the French version', () => {
    expect(find('pêcheurs', 'fr')).toEqual(['Les pêcheurs de Tamale'])
    expect(find('pecheurs equipages', 'fr')).toEqual(['Les pêcheurs de Tamale'])
  })

  it('finds Arabic words with or without their diacritics', () => {
    expect(find('تنطلق', 'ar')).toEqual(['صيادو تامالي'])
    expect(find('أطقم', 'ar')).toEqual(['صيادو تامالي'])
    expect(find('اطقم الصيد', 'ar')).toEqual(['صيادو تامالي'])
  })

  it('finds a place however a version writes it, and shows the reader’s version', () => {
    expect(find('Tamale', 'ar')).toEqual(['صيادو تامالي'])
    expect(find('تامالي', 'en')).toEqual(['The Fishermen of Tamale'])
  })

  it('shows a story once, in English where it has no translation', () => {
    expect(find('fishermen', 'pt')).toEqual(['The Fishermen of Tamale'])
    expect(find('potters', 'fr')).toEqual(['The Potters of Kano'])
    // A French word does not bring the French version to an English reader.
    expect(find('pêcheurs', 'en')).toEqual([])
  })
})
