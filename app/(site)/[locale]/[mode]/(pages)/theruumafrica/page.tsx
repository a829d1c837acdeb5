import type { Metadata } from 'next'

import { TeamMemberCard } from '@/components/team/team-member-card'
import { site } from '@/lib/site'
import { getTeamMembers } from '@/sanity/content'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { PAGES } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

export async function generateMetadata(): Promise<Metadata> {
  const t = await pageTranslator()
  return localizedMetadata({
    title: t('team.title'),
    description: t('team.description'),
    path: PAGES.team,
  })
}

export default async function TeamPage() {
  const locale = await pageLocale()
  const members = await getTeamMembers(locale)
  const t = translator(locale)
  return (
    <div className={PAGE_CLASS}>
      <header className="max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">{site.name}</p>
        <h1 className="mt-3 font-display text-5xl font-semibold tracking-tight md:text-7xl">
          {t('team.title')}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft md:text-xl">{t('team.intro')}</p>
      </header>
      <div className="mt-16 grid gap-x-8 gap-y-16 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member, index) => (
          <TeamMemberCard
            key={member._id}
            member={member}
            priority={index === 0}
            // One portrait a row on a phone: in data saver mode, the first alone comes with the
            // page.
            onTap={index > 0}
          />
        ))}
      </div>
    </div>
  )
}
