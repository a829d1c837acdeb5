import { storyCountryName } from '@/lib/i18n/country-names'
import { thisVariant } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { notFound } from 'next/navigation'

import { PageLinks } from '@/components/paging/page-links'
import { FilterForm } from '@/components/browse/filter-form'
import { StoryFilters } from '@/components/browse/story-filters'
import { StoryResults } from '@/components/browse/story-results'
import { NoStoriesYet } from '@/components/story-card/no-stories-yet'
import { pageCount } from '@/lib/paging'
import { type StoryFilterValues } from '@/lib/story-filter'
import { facetOptions } from '@/lib/story-facets'
import { filterHeading, knownFilter } from '@/lib/story-filter-words'
import type { StoryBrowserData } from '@/sanity/content'
import { storiesHref } from '@/lib/routes'

type Props = {
  filter: StoryFilterValues
  page: number
  /** getStoryBrowser(filter, page) */
  data: StoryBrowserData
}

/**
 * The filters and one page of the stories they select. Each filter offers only the values with
 * stories given the other, with their counts (lib/story-facets.ts); an unknown or hand-typed
 * combination in the URL simply finds none. Until the first
 * story is published, it says there are none yet. A page past the last is a 404.
 */
export async function StoryBrowser({ filter, page, data }: Props) {
  const { stories, total, categories, facets } = data
  // Before the first story there is nothing to filter: say so, rather than offer empty filters.
  if (facets.stories === 0) return <NoStoriesYet />
  const { locale, mode } = await thisVariant()
  const count = pageCount(total)
  if (page > count) notFound()
  const { counts } = facets
  // In the reader's alphabet order of their names: Afrique du Sud before Bénin.
  const countries = [...facets.countries].sort((a, b) =>
    storyCountryName(a, locale).localeCompare(storyCountryName(b, locale), locale),
  )
  const t = translator(locale)
  const options = {
    categories: facetOptions(
      categories,
      (category) => category.slug,
      counts.categories,
      filter.category,
    ).map(({ item, count }) => ({ label: item.title, value: item.slug, count })),
    countries: facetOptions(countries, (country) => country, counts.countries, filter.country).map(
      ({ item, count }) => ({ label: storyCountryName(item, locale), value: item, count }),
    ),
  }
  const results = (
    <>
      <StoryResults
        heading={filterHeading(knownFilter(filter, categories), locale)}
        total={total}
        stories={stories}
      />
      <PageLinks page={page} count={count} href={(n) => storiesHref(filter, n)} />
    </>
  )
  // A plain form of native selects: data saver's pages run no framework script, and the full
  // site's shows it to a reader without JavaScript.
  const form = (
    <FilterForm
      {...filter}
      {...options}
      words={{
        category: { label: t('filters.category'), placeholder: t('filters.allCategories') },
        country: { label: t('filters.country'), placeholder: t('filters.anyCountry') },
        apply: t('filters.apply'),
      }}
    />
  )
  if (mode === 'lite') {
    return (
      <>
        {form}
        <div className="mt-10">{results}</div>
      </>
    )
  }
  return (
    <StoryFilters
      {...filter}
      {...options}
      withoutScript={form}
      words={{
        category: {
          label: t('filters.category'),
          placeholder: t('filters.allCategories'),
          clearLabel: t('filters.showAllCategories'),
          noOptions: t('select.none'),
        },
        country: {
          label: t('filters.country'),
          placeholder: t('filters.anyCountry'),
          clearLabel: t('filters.showAnyCountry'),
          noOptions: t('select.none'),
        },
      }}
    >
      {results}
    </StoryFilters>
  )
}
