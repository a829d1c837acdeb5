import { StoryGridSkeleton } from '@/components/story-card/story-card-skeleton'

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
      <div className="mt-10 flex animate-pulse items-baseline justify-between border-b border-ink/10 pb-3">
        <div className="h-9 w-48 rounded-sm bg-paper-deep" />
        <div className="h-5 w-20 rounded-sm bg-paper-deep" />
      </div>
      <div className="mt-8">
        <StoryGridSkeleton />
      </div>
    </div>
  )
}
