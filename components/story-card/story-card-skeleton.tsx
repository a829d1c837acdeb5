/** The shape of a StoryCard while stories load: same image ratio, so nothing shifts. */
export function StoryCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="aspect-[4/5] w-full rounded-sm bg-paper-deep" />
      <div className="mt-4 h-6 w-4/5 rounded-sm bg-paper-deep" />
      <div className="mt-2 h-4 w-2/5 rounded-sm bg-paper-deep" />
      <div className="mt-2 h-4 w-1/3 rounded-sm bg-paper-deep" />
    </div>
  )
}

/** Six card skeletons (two rows on a wide screen), laid out like the story grids. */
export function StoryGridSkeleton() {
  return (
    <div className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <StoryCardSkeleton key={index} />
      ))}
    </div>
  )
}
