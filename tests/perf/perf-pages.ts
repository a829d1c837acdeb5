// The pages the budgets cover, as paths on the site under test; the story is the newest one.
import { publishedStories } from '../support/dataset'
import { PERF_PAGE_NAMES, type PerfPageName } from './budgets'

export type PerfPage = { name: PerfPageName; path: string }

export function perfPages(): PerfPage[] {
  const story = publishedStories()[0]
  if (!story) throw new Error('The dataset has no published story to measure.')
  return PERF_PAGE_NAMES.map((name) => ({
    name,
    path: name === 'story' ? `/stories/${story.slug.current}` : name,
  }))
}
