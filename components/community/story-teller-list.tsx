import { PersonLink } from '@/components/people/person-link'
import { personName } from '@/lib/people'
import type { StoryTeller } from '@/sanity/types'

/** The people who told the stories, with how many each told. */
export function StoryTellerList({ storyTellers }: { storyTellers: StoryTeller[] }) {
  if (storyTellers.length === 0) {
    return <p className="text-ink-soft">Story tellers appear here with their first story.</p>
  }
  return (
    <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
      {storyTellers.map((person) => (
        <li
          key={person._id}
          className="flex items-baseline justify-between gap-4 border-b border-ink/10 pb-3"
        >
          <span className="font-display text-xl">
            <PersonLink name={personName(person)} />
          </span>
          <span className="shrink-0 text-sm text-ink-faint">
            {person.storyCount} {person.storyCount === 1 ? 'story' : 'stories'}
          </span>
        </li>
      ))}
    </ul>
  )
}
