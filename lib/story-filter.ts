// The /stories filters as they live in the URL: `?category=<slug>&country=<name>`.

export type StoryFilterValues = { category: string; country: string }

type SearchParams = Record<string, string | string[] | undefined>

/** The first value of a query parameter; a repeated one (`?a=1&a=2`) counts once. */
function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

export function readStoryFilter(params: SearchParams): StoryFilterValues {
  return { category: first(params.category), country: first(params.country) }
}

/** `/stories` with only the filters that are set, so the plain list keeps a plain URL. */
export function storiesHref({ category, country }: StoryFilterValues): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (country) params.set('country', country)
  const query = params.toString()
  return query ? `/stories?${query}` : '/stories'
}
