import type { Metadata } from 'next'

import { CallToAction } from '@/components/community/call-to-action'
import { TitledSection } from '@/components/titled-section'
import { CrewList } from '@/components/community/crew-list'
import { NewsletterForm } from '@/components/community/newsletter-form'
import { RecentWork } from '@/components/community/recent-work'
import { StoryTellerList } from '@/components/community/story-teller-list'
import { isSaverMode } from '@/lib/data-saver'
import { getCrew, getFeaturedStories, getSiteSettings, getStoryTellers } from '@/sanity/content'
import { localizedMetadata } from '@/lib/i18n/page-locale'
import { PAGES } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** Reads its `mode` at the top, as every page here does ([mode]/layout.tsx says why). */
export const instant = false

// Until editors create the site settings document, the page keeps a plain name.
const fallbackName = 'Community'

const description =
  'The story tellers, photographers and crew behind our stories, and how to join them.'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return localizedMetadata({
    title: settings?.communityName ?? fallbackName,
    description,
    path: PAGES.community,
  })
}

export default async function CommunityPage({ params }: PageProps<'/[locale]/[mode]/community'>) {
  const saver = isSaverMode((await params).mode)
  const [settings, storyTellers, crew, recent] = await Promise.all([
    getSiteSettings(),
    getStoryTellers(),
    getCrew(),
    getFeaturedStories(),
  ])
  const name = settings?.communityName ?? fallbackName

  return (
    <div className={PAGE_CLASS}>
      <header className="max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">Community</p>
        <h1 className="mt-3 font-display text-5xl font-semibold tracking-tight text-balance md:text-7xl">
          {name}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft md:text-xl">
          Every story here was made by photographers, writers and editors from across the continent.
          Show us your work, or come and talk photographs with us.
        </p>
        {settings && (
          <div className="mt-8 flex flex-wrap gap-3">
            <CallToAction href={settings.getFeaturedUrl}>Get featured</CallToAction>
            <CallToAction href={settings.chatInviteUrl} variant="outline">
              Join us
            </CallToAction>
          </div>
        )}
      </header>

      <section aria-labelledby="recent-work" className="mt-16">
        <h2 id="recent-work" className="sr-only">
          Recent work
        </h2>
        <RecentWork stories={recent} saver={saver} />
      </section>

      <TitledSection id="story-tellers" title="Story tellers" spacing="mt-20">
        <StoryTellerList storyTellers={storyTellers} />
      </TitledSection>

      <TitledSection id="crew" title="The crew" spacing="mt-20">
        <CrewList crew={crew} />
      </TitledSection>

      <section
        aria-labelledby="newsletter"
        className="mt-20 rounded-sm bg-paper-deep px-6 py-10 md:px-12 md:py-14"
      >
        <h2 id="newsletter" className="font-display text-3xl font-semibold">
          The newsletter
        </h2>
        <p className="mt-3 mb-8 max-w-xl text-ink-soft">
          New stories and calls for work, once a month.
        </p>
        <NewsletterForm />
      </section>
    </div>
  )
}
