import { CategoryRow } from '@/components/home/category-row'
import { NoStoriesYet } from '@/components/story-card/no-stories-yet'
import type { CategoryWithStories } from '@/sanity/types'

/** The home page's rows, one per category that has stories; none yet says so. */
export function CategoryRows({ categories }: { categories: CategoryWithStories[] }) {
  if (categories.length === 0) return <NoStoriesYet />
  return categories.map((category) => <CategoryRow key={category._id} category={category} />)
}
