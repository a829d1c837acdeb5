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
