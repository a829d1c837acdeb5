/**
 * The shape of a story page's header (cover, category, title, description, facts) while the
 * story streams in after a navigation: the same boxes as StoryHeader, so nothing shifts.
 */
export function StorySkeleton() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto grid max-w-7xl animate-pulse gap-8 md:grid-cols-[5fr_6fr] md:items-center md:gap-14 md:px-8 md:pt-12"
    >
      <div className="aspect-[4/5] w-full bg-paper-deep md:rounded-sm" />
      <div className="px-5 md:px-0">
        <div className="h-4 w-24 rounded-sm bg-paper-deep" />
        <div className="mt-3 h-10 w-4/5 rounded-sm bg-paper-deep md:h-14" />
        <div className="mt-5 h-6 w-full rounded-sm bg-paper-deep" />
        <div className="mt-2 h-6 w-3/5 rounded-sm bg-paper-deep" />
        <div className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-ink/10 pt-6">
          {[0, 1, 2, 3].map((key) => (
            <div key={key}>
              <div className="h-3 w-16 rounded-sm bg-paper-deep" />
              <div className="mt-2 h-5 w-28 rounded-sm bg-paper-deep" />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
