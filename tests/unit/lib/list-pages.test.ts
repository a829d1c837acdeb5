import {
  browsePath,
  internalListPageIn,
  listPageKey,
  listPages,
  listRequestIn,
  publicHrefOf,
} from '@/lib/list-pages'
import { STORIES_PER_PAGE } from '@/lib/paging'
import { latestHref, searchHref, searchResultsPath, storiesHref } from '@/lib/routes'

const keys = (facets: Parameters<typeof listPages>[0]) => listPages(facets).map(listPageKey)
const key = (category: string, country: string, page: number) =>
  listPageKey({ category, country, page })

describe('list pages', () => {
  it('has the unfiltered first page even with no stories', () => {
    expect(keys([])).toEqual([key('', '', 1)])
  })

  it('has each page of every filter that finds stories, and no other', () => {
    const facets = [
      ...Array.from({ length: STORIES_PER_PAGE + 1 }, () => ({
        category: 'portrait',
        country: 'Kenya',
      })),
      { category: 'wildlife', country: null },
    ]
    expect(new Set(keys(facets))).toEqual(
      new Set([
        key('', '', 1),
        key('', '', 2),
        key('portrait', '', 1),
        key('portrait', '', 2),
        key('', 'Kenya', 1),
        key('', 'Kenya', 2),
        key('portrait', 'Kenya', 1),
        key('portrait', 'Kenya', 2),
        key('wildlife', '', 1),
      ]),
    )
  })

  it('reads /stories and /latest requests; other paths are not lists', () => {
    const search = (query: string) => new URLSearchParams(query)
    expect(listRequestIn('/stories', search('category=portrait&category=x&page=2'))).toEqual({
      filter: { category: 'portrait', country: '' },
      page: 2,
    })
    expect(listRequestIn('/latest', search('country=Kenya&page=-1'))).toEqual({
      filter: { category: '', country: '' },
      page: undefined,
    })
    expect(listRequestIn('/stories/x', search('page=2'))).toBeUndefined()
  })

  it('links pages past the first with ?page=, and keeps the internal routes internal', () => {
    expect(storiesHref({ category: 'portrait', country: '' }, 3)).toBe(
      '/stories?category=portrait&page=3',
    )
    expect(storiesHref({ category: '', country: '' }, 1)).toBe('/stories')
    expect(latestHref(2)).toBe('/latest?page=2')
    expect(latestHref(1)).toBe('/latest')
    const page = { category: '', country: "Côte d'Ivoire", page: 2 }
    const path = browsePath(page)
    expect(path).toBe("/browse/_/C%C3%B4te%20d'Ivoire/2")
    expect(internalListPageIn(path)).toEqual(page)
    expect(internalListPageIn('/latest/2')).toEqual({ category: '', country: '', page: 2 })
    expect(internalListPageIn('/browse/no-match')).toBe('no-match')
    for (const bad of [
      '/latest/0',
      '/latest/x',
      '/browse/_/_/-1',
      '/browse/%zz/_/1',
      '/browse/a',
    ]) {
      expect(internalListPageIn(bad), bad).toBeNull()
    }
    expect(internalListPageIn('/latest')).toBeUndefined()
    expect(internalListPageIn('/stories/browse')).toBeUndefined()
  })
})

describe('publicHrefOf', () => {
  it('writes a list route as the address with its query a reader sees', () => {
    expect(publicHrefOf('/browse/portrait/_/1')).toBe('/stories?category=portrait')
    expect(publicHrefOf('/browse/_/Kenya/2')).toBe('/stories?country=Kenya&page=2')
    expect(publicHrefOf('/browse/_/_/3')).toBe('/stories?page=3')
    expect(publicHrefOf('/latest/2')).toBe('/latest?page=2')
    expect(publicHrefOf('/people/ama-mensah/2')).toBe('/people/ama-mensah?page=2')
  })

  it('writes a search results route as the search with its words, however the router encoded them', () => {
    expect(publicHrefOf(searchResultsPath('water pump'))).toBe('/search?q=water+pump')
    expect(publicHrefOf('/search/water pump')).toBe('/search?q=water+pump')
    expect(publicHrefOf(searchResultsPath('رحلة / 100%'))).toBe(searchHref('رحلة / 100%'))
    expect(publicHrefOf('/search/100%')).toBe('/search?q=100%25')
    expect(publicHrefOf('/search')).toBe('/search')
  })

  it('leaves any other page’s path as it is', () => {
    expect(publicHrefOf('/')).toBe('/')
    expect(publicHrefOf('/stories/fishermen')).toBe('/stories/fishermen')
    expect(publicHrefOf('/people/ama-mensah')).toBe('/people/ama-mensah')
    expect(publicHrefOf('/browse/no-match')).toBe('/stories')
  })

  it('sends the 404 page, which cannot know the address asked for, to the home page', () => {
    expect(publicHrefOf('/missing')).toBe('/')
  })
})
