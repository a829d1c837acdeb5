import type { CrewGroup } from '@/sanity/types'

/** Everyone credited on the stories, by what they did (Photography, Color Grading, ...). */
export function CrewList({ crew }: { crew: CrewGroup[] }) {
  return (
    <dl className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {crew.map((group) => (
        <div key={group.title}>
          <dt className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">
            {group.title}
          </dt>
          <dd className="mt-3 leading-relaxed text-ink-soft">{group.names.join(', ')}</dd>
        </div>
      ))}
    </dl>
  )
}
