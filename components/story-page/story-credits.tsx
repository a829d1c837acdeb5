import { PersonLink } from '@/components/people/person-link'
import { COMPANY_CREDIT_TITLES } from '@/lib/lists/credit-titles'
import { STORY_TELLER_ROLE, storyCrew } from '@/lib/story-crew'
import type { CreditResult } from '@/sanity/types'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { creditTitleName, listSeparator } from '@/lib/i18n/list-names'
import { genderSelect } from '@/lib/lists/grammatical-genders'

type Props = {
  /** The story teller's full name, when the story has one. */
  storyTeller: string | null
  /** Theirs, if the editors set it: "Conteuse" or "Conteur". */
  tellerGender?: string | null
  credits: CreditResult[] | null
}

const isCompanyTitle = (role: string) => (COMPANY_CREDIT_TITLES as readonly string[]).includes(role)

/** Who made the story: each person or company once, with every role they held. */
export async function StoryCredits({ storyTeller, tellerGender, credits }: Props) {
  const locale = await pageLocale()
  const t = translator(locale)
  const crew = storyCrew(storyTeller, credits ?? [])
  // The story teller's role is the site's word; the other titles are the Studio's list's.
  const roleName = (role: string) =>
    role === STORY_TELLER_ROLE
      ? t('story.teller', { gender: genderSelect(tellerGender) })
      : creditTitleName(role, locale)
  if (crew.length === 0) return null
  return (
    <section aria-labelledby="credits" className="mx-auto max-w-3xl px-5">
      <h2
        id="credits"
        className="border-t border-ink/10 pt-8 text-xs font-semibold tracking-[0.2em] text-ink-faint uppercase"
      >
        {t('story.credits')}
      </h2>
      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-[auto_1fr]">
        {crew.map((member) => (
          <div key={member.name} className="contents">
            <dt className="text-sm text-ink-faint">
              {member.roles.map(roleName).join(listSeparator(locale))}
            </dt>
            <dd className="-mt-3 font-medium sm:mt-0">
              {member.roles.every(isCompanyTitle) ? member.name : <PersonLink name={member.name} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
