// The /stories filters as they live in the URL: `?category=<slug>&country=<name>&page=<n>`.

export type StoryFilterValues = { category: string; country: string }

type SearchParams = Record<string, string | string[] | undefined>

/** The first value of a query parameter; a repeated one (`?a=1&a=2`) counts once. */
function first(value: string | string[] | null | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

export function readStoryFilter(params: SearchParams): StoryFilterValues {
  return { category: first(params.category), country: first(params.country) }
}

/** The same, from a URL's search (URLSearchParams.get is the first value too). */
export function readStoryFilterFrom(search: URLSearchParams): StoryFilterValues {
  return { category: first(search.get('category')), country: first(search.get('country')) }
}

export const isFiltered = ({ category, country }: StoryFilterValues) => !!(category || country)

/**
 * `/stories` with only the filters that are set, and the page past the first, so the plain list
 * keeps a plain URL. A filter change leaves out the page: it starts again at page 1.
 */
export function storiesHref({ category, country }: StoryFilterValues, page = 1): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (country) params.set('country', country)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/stories?${query}` : '/stories'
}

export const latestHref = (page = 1) => (page > 1 ? `/latest?page=${page}` : '/latest')
