import { StoryFilters } from '@/components/stories/story-filters'
import { StoryResults } from '@/components/stories/story-results'
import { NoStoriesYet } from '@/components/story/no-stories-yet'
import { readStoryFilter } from '@/lib/story-filter'
import { getCategories, getFilteredStories, getStoryCountries } from '@/sanity/content'

/** "All stories", "Portrait", "From Kenya" or "Portrait from Kenya". */
function resultsHeading(category: string, country: string): string {
  if (!country) return category || 'All stories'
  return category ? `${category} from ${country}` : `From ${country}`
}

type Props = { searchParams: PageProps<'/stories'>['searchParams'] }

/**
 * The filters and the stories they select. Reads the URL, so it renders per request inside the
 * page's Suspense boundary; the content it fetches is cached. Filters offer only categories and
 * countries that have stories; an unknown value in the URL simply finds none. Until the first
 * story is published, it says there are none yet.
 */
export async function StoryBrowser({ searchParams }: Props) {
  const filter = readStoryFilter(await searchParams)
  const [stories, categories, countries] = await Promise.all([
    getFilteredStories(filter),
    getCategories(),
    getStoryCountries(),
  ])
  // Before the first story there is nothing to filter: say so, rather than offer empty filters.
  const hasStories = countries.length > 0 || categories.some((category) => category.storyCount > 0)
  if (!hasStories) return <NoStoriesYet />
  const categoryTitle = categories.find((c) => c.slug === filter.category)?.title ?? filter.category
  return (
    <StoryFilters
      {...filter}
      categories={categories
        .filter((category) => category.storyCount > 0)
        .map((category) => ({ label: category.title, value: category.slug }))}
      countries={countries.map((country) => ({ label: country, value: country }))}
    >
      <StoryResults heading={resultsHeading(categoryTitle, filter.country)} stories={stories} />
    </StoryFilters>
  )
}
