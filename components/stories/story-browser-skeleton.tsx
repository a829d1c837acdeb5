import { StoryGridSkeleton } from '@/components/story/story-card-skeleton'

/** The filters and story grid while the URL's filters are read and the stories fetched. */
export function StoryBrowserSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="grid animate-pulse gap-4 sm:grid-cols-2 lg:max-w-3xl">
        {[0, 1].map((key) => (
          <div key={key}>
            <div className="mb-2 h-5 w-20 rounded-sm bg-paper-deep" />
            <div className="h-12 rounded-sm bg-paper-deep" />
          </div>
        ))}
      </div>
      <div className="mt-10 h-5 w-24 animate-pulse rounded-sm bg-paper-deep" />
      <div className="mt-6">
        <StoryGridSkeleton />
      </div>
    </div>
  )
}
