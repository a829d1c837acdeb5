// What a filtered list of stories calls itself, in the page's language: its heading, its title in
// search results and link previews, and its description. Only known values are named: a category
// or country the site does not have is said to be unknown, never echoed from the URL. Pure.
import { countryInText } from '@/lib/i18n/country-names'
import { categoryInText } from '@/lib/i18n/list-names'
import type { Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { isCountry, type Country } from '@/lib/lists/countries'
import type { StoryFilterValues } from '@/lib/story-filter'

/** The filter as the site knows it: '' for none, null for a value it does not have. */
export type KnownFilter = { category: string | null; country: Country | '' | null }

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
export function filterHeading({ category, country }: KnownFilter, locale: Locale): string {
  const t = translator(locale)
  if (category === null && country === null) return t('stories.noSuchBoth')
  if (category === null) return t('stories.noSuchCategory')
  if (country === null) return t('stories.noSuchCountry')
  if (!country) return category || t('stories.all')
  const place = countryInText(country, locale)
  return category
    ? t('stories.categoryFromCountry', { category, country: place })
    : t('stories.fromCountry', { country: place })
}

/** "Stories", "Portrait stories", "Stories from Kenya", "Portrait stories from Kenya". */
export function filterTitle({ category, country }: KnownFilter, locale: Locale, page = 1): string {
  const t = translator(locale)
  const place = country ? countryInText(country, locale) : ''
  const title =
    category && place
      ? t('stories.titleBoth', { category: categoryInText(category, locale), country: place })
      : category
        ? t('stories.titleCategory', { category: categoryInText(category, locale) })
        : place
          ? t('stories.titleCountry', { country: place })
          : t('nav.stories')
  return page > 1 ? t('stories.titlePage', { title, page }) : title
}

export function filterDescription({ category, country }: KnownFilter, locale: Locale): string {
  const t = translator(locale)
  const place = country ? countryInText(country, locale) : ''
  if (category && place)
    return t('stories.descriptionBoth', {
      category: categoryInText(category, locale),
      country: place,
    })
  if (category)
    return t('stories.descriptionCategory', { category: categoryInText(category, locale) })
  if (place) return t('stories.descriptionCountry', { country: place })
  return t('stories.description')
}
