// The /stories filters as they live in the URL: `?category=<slug>&country=<name>&page=<n>`.

/** The filters, in the order the page shows them. */
export const STORY_FILTERS = ['category', 'country'] as const

export type StoryFilterValues = Record<(typeof STORY_FILTERS)[number], string>

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
