import { describe, expect, it } from 'vitest'

import { facetCounts, facetOptions, facetPairs, facetSummary } from '@/lib/story-facets'

const listings = [
  { category: 'street', country: 'Ghana' },
  { category: 'street', country: 'Kenya' },
  { category: 'portrait', country: 'Ghana' },
  { category: 'portrait', country: 'Ghana' },
  { category: 'architecture', country: 'Egypt' },
  { category: null, country: 'Mali' },
  { category: 'street', country: null },
]

const entries = (map: ReadonlyMap<string, number>) => Object.fromEntries(map)

describe('facetCounts', () => {
  it('counts every value when nothing is chosen', () => {
    const counts = facetCounts(listings, { category: '', country: '' })
    expect(entries(counts.categories)).toEqual({ street: 3, portrait: 2, architecture: 1 })
    expect(entries(counts.countries)).toEqual({ Ghana: 3, Kenya: 1, Egypt: 1, Mali: 1 })
  })

  it('counts categories within the chosen country, and countries within the chosen category', () => {
    const counts = facetCounts(listings, { category: 'street', country: 'Ghana' })
    expect(entries(counts.categories)).toEqual({ street: 1, portrait: 2 })
    expect(entries(counts.countries)).toEqual({ Ghana: 1, Kenya: 1 })
  })

  it('offers no value for a country whose stories are all in other categories', () => {
    const counts = facetCounts(listings, { category: 'architecture', country: '' })
    expect(entries(counts.countries)).toEqual({ Egypt: 1 })
  })
})

describe('facetOptions', () => {
  const order = ['Egypt', 'Ghana', 'Kenya', 'Mali']
  const counts = new Map([
    ['Ghana', 2],
    ['Mali', 1],
  ])

  it('keeps the given order and drops values without stories', () => {
    expect(facetOptions(order, (c) => c, counts, '')).toEqual([
      { item: 'Ghana', count: 2 },
      { item: 'Mali', count: 1 },
    ])
  })

  it('keeps a chosen value without stories (a hand-typed filter), with its count of 0', () => {
    expect(facetOptions(order, (c) => c, counts, 'Kenya')).toEqual([
      { item: 'Ghana', count: 2 },
      { item: 'Kenya', count: 0 },
      { item: 'Mali', count: 1 },
    ])
  })
})

describe('facetPairs and facetSummary', () => {
  it('count from the pairs what they count from every story, for any filter', () => {
    const pairs = facetPairs(listings)
    // Ghana's two portraits are one pair.
    expect(pairs).toHaveLength(listings.length - 1)
    for (const filter of [
      { category: '', country: '' },
      { category: 'street', country: 'Ghana' },
      { category: 'architecture', country: '' },
      { category: 'made-up', country: 'Atlantis' },
    ]) {
      const summary = facetSummary(pairs, filter)
      const direct = facetCounts(listings, filter)
      expect(entries(summary.counts.categories)).toEqual(entries(direct.categories))
      expect(entries(summary.counts.countries)).toEqual(entries(direct.countries))
    }
    const all = facetSummary(pairs, { category: '', country: '' })
    expect(all.stories).toBe(listings.length)
    expect(all.countries.sort()).toEqual(['Egypt', 'Ghana', 'Kenya', 'Mali'])
  })

  it('say there is nothing to filter before the first story', () => {
    expect(facetSummary(facetPairs([]), { category: '', country: '' })).toEqual({
      stories: 0,
      countries: [],
      counts: { categories: new Map(), countries: new Map() },
    })
  })
})
