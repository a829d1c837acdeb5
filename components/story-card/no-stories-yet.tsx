import { SiteLink } from '@/components/site-link'
import { PAGES } from '@/lib/routes'

type Props = {
  /** 2 where it heads a page's content; 3 inside a section that has its own heading. */
  level?: 2 | 3
}

/** What a list of stories shows before the first one is published: a new site, not a broken one. */
export function NoStoriesYet({ level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="mt-12 rounded-sm border border-ink/10 px-6 py-16 text-center">
      <Heading className="font-display text-3xl font-semibold">No stories yet</Heading>
      <p className="mx-auto mt-4 max-w-md text-lg text-ink-soft">
        Our first photo stories are on their way. Come back soon, or meet the people making them.
      </p>
      <SiteLink
        href={PAGES.team}
        className="mt-8 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
      >
        Meet the team
      </SiteLink>
    </div>
  )
}
