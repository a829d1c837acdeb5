// What a filtered list of stories calls itself: its heading, its title in search results and
// link previews, and its description. Only known values are named: a category or country the
// site does not have is said to be unknown, never echoed from the URL. Pure.
import { isCountry } from '@/lib/lists/countries'
import { STORIES_DESCRIPTION } from '@/lib/site'
import type { StoryFilterValues } from '@/lib/story-filter'

/** The filter as the site knows it: '' for none, null for a value it does not have. */
export type KnownFilter = { category: string | null; country: string | null }

/** Resolves a filter's category slug to its title, and keeps only countries the site knows. */
export function knownFilter(
  filter: StoryFilterValues,
  categories: readonly { slug: string | null; title: string }[],
): KnownFilter {
  return {
    category: filter.category
      ? (categories.find((c) => c.slug === filter.category)?.title ?? null)
      : '',
    country: filter.country ? (isCountry(filter.country) ? filter.country : null) : '',
  }
}

/** "All stories", "Portrait", "From Kenya", "Portrait from Kenya", or what is unknown. */
export function filterHeading({ category, country }: KnownFilter): string {
  if (category === null && country === null) return 'No such category or country'
  if (category === null) return 'No such category'
  if (country === null) return 'No such country'
  if (!country) return category || 'All stories'
  return category ? `${category} from ${country}` : `From ${country}`
}

/** "Stories", "Portrait stories", "Stories from Kenya", "Portrait stories from Kenya". */
export function filterTitle({ category, country }: KnownFilter, page = 1): string {
  const what = category ? `${category} stories` : 'Stories'
  const title = country ? `${what} from ${country}` : what
  return page > 1 ? `${title}, page ${page}` : title
}

export function filterDescription({ category, country }: KnownFilter): string {
  if (!category && !country) return STORIES_DESCRIPTION
  const what = category ? `${category} photo stories` : 'Photo stories'
  return `${country ? `${what} from ${country}` : what}, newest first.`
}
