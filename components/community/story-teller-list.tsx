import { PersonLink } from '@/components/people/person-link'
import { personName } from '@/lib/people'
import { pageTranslator } from '@/lib/i18n/page-locale'
import type { StoryTeller } from '@/sanity/types'

/** The people who told the stories, with how many each told. */
export async function StoryTellerList({ storyTellers }: { storyTellers: StoryTeller[] }) {
  const t = await pageTranslator()
  if (storyTellers.length === 0) {
    return <p className="text-ink-soft">{t('community.noTellers')}</p>
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
            {t('story.count', { count: person.storyCount })}
          </span>
        </li>
      ))}
    </ul>
  )
}
