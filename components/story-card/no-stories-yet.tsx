import { SiteLink } from '@/components/site-link'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { PAGES } from '@/lib/routes'

type Props = {
  /** 2 where it heads a page's content; 3 inside a section that has its own heading. */
  level?: 2 | 3
}

/** What a list of stories shows before the first one is published: a new site, not a broken one. */
export async function NoStoriesYet({ level = 2 }: Props) {
  const locale = await pageLocale()
  const t = translator(locale)
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="mt-12 rounded-sm border border-ink/10 px-6 py-16 text-center">
      <Heading className="font-display text-3xl font-semibold">{t('stories.noneYet')}</Heading>
      <p className="mx-auto mt-4 max-w-md text-lg text-ink-soft">{t('stories.noneYetText')}</p>
      <SiteLink
        href={PAGES.team}
        className="mt-8 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
      >
        {t('stories.meetTeam')}
      </SiteLink>
    </div>
  )
}
