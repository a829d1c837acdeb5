import { LatestHeader } from '@/components/story/latest-header'
import { LatestStorySkeleton } from '@/components/story/latest-story'

export default function LatestLoading() {
  return (
    <div className="mx-auto max-w-5xl px-5 py-12 md:px-8 md:py-20" aria-busy="true">
      <LatestHeader />
      <div className="mt-12 space-y-20 md:mt-16">
        {[0, 1, 2].map((n) => (
          <LatestStorySkeleton key={n} />
        ))}
      </div>
    </div>
  )
}
