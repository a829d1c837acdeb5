import { CategoryRow } from '@/components/home/category-row'
import { NoStoriesYet } from '@/components/story-card/no-stories-yet'
import type { Locale } from '@/lib/i18n/locales'
import type { CategoryWithStories } from '@/sanity/types'

/** The home page's rows, one per category that has stories; none yet says so. */
export function CategoryRows({
  categories,
  saver = false,
  locale,
}: {
  categories: CategoryWithStories[]
  /** Data saver mode (lib/data-saver.ts). */
  saver?: boolean
  locale: Locale
}) {
  if (categories.length === 0) return <NoStoriesYet locale={locale} />
  return categories.map((category) => (
    <CategoryRow key={category._id} category={category} saver={saver} locale={locale} />
  ))
}
