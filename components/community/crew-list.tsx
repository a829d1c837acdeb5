import { Fragment } from 'react'

import { PersonLink } from '@/components/people/person-link'
import { COMPANY_CREDIT_TITLES } from '@/lib/lists/credit-titles'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { CrewGroup } from '@/sanity/types'
import { creditTitleName, listSeparator } from '@/lib/i18n/list-names'

/** Everyone credited on the stories, by what they did (Photography, Color Grading, ...). */
export async function CrewList({ crew }: { crew: CrewGroup[] }) {
  const locale = await pageLocale()
  const t = translator(locale)
  if (crew.length === 0) return <p className="text-ink-soft">{t('community.noCrew')}</p>
  return (
    // Columns rather than a grid: the lists differ a lot in length, and rows would leave holes.
    <dl className="gap-x-10 sm:columns-2 lg:columns-3">
      {crew.map((group) => {
        // Equipment Support names a company: no page of its own.
        const isCompany = (COMPANY_CREDIT_TITLES as readonly string[]).includes(group.title)
        return (
          <div key={group.title} className="mb-8 break-inside-avoid">
            <dt className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">
              {creditTitleName(group.title, locale)}
            </dt>
            <dd className="mt-3 leading-relaxed text-ink-soft">
              {group.names.map((name, index) => (
                <Fragment key={name}>
                  {index > 0 && listSeparator(locale)}
                  {isCompany ? name : <PersonLink name={name} />}
                </Fragment>
              ))}
              {group.more > 0 && t('community.andMore', { count: group.more })}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
