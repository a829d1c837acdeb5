import type { Metadata } from 'next'

import { CallToAction } from '@/components/community/call-to-action'
import { TitledSection } from '@/components/titled-section'
import { CrewList } from '@/components/community/crew-list'
import { NewsletterForm } from '@/components/community/newsletter-form'
import { RecentWork } from '@/components/community/recent-work'
import { StoryTellerList } from '@/components/community/story-teller-list'
import { getCrew, getFeaturedStories, getSiteSettings, getStoryTellers } from '@/sanity/content'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { PAGES } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

// Until editors create the site settings document, the page keeps a plain name: "Community".

export async function generateMetadata(): Promise<Metadata> {
  const [settings, t] = await Promise.all([getSiteSettings(await pageLocale()), pageTranslator()])
  return localizedMetadata({
    title: settings?.communityName ?? t('footer.community'),
    description: t('community.description'),
    path: PAGES.community,
  })
}

export default async function CommunityPage() {
  const locale = await pageLocale()
  const [settings, storyTellers, crew, recent] = await Promise.all([
    getSiteSettings(locale),
    getStoryTellers(),
    getCrew(),
    getFeaturedStories(locale),
  ])
  const t = translator(locale)
  const name = settings?.communityName ?? t('footer.community')

  return (
    <div className={PAGE_CLASS}>
      <header className="max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">
          {t('footer.community')}
        </p>
        <h1 className="mt-3 font-display text-5xl font-semibold tracking-tight text-balance md:text-7xl">
          {name}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft md:text-xl">
          {t('community.intro')}
        </p>
        {settings && (
          <div className="mt-8 flex flex-wrap gap-3">
            <CallToAction href={settings.getFeaturedUrl} newTab={t('link.newTab')}>
              {t('footer.getFeatured')}
            </CallToAction>
            <CallToAction href={settings.chatInviteUrl} variant="outline" newTab={t('link.newTab')}>
              {t('footer.joinUs')}
            </CallToAction>
          </div>
        )}
      </header>

      <section aria-labelledby="recent-work" className="mt-16">
        <h2 id="recent-work" className="sr-only">
          {t('community.recentWork')}
        </h2>
        <RecentWork stories={recent} />
      </section>

      <TitledSection id="story-tellers" title={t('community.storyTellers')} spacing="mt-20">
        <StoryTellerList storyTellers={storyTellers} />
      </TitledSection>

      <TitledSection id="crew" title={t('community.crew')} spacing="mt-20">
        <CrewList crew={crew} />
      </TitledSection>

      <section
        aria-labelledby="newsletter"
        className="mt-20 rounded-sm bg-paper-deep px-6 py-10 md:px-12 md:py-14"
      >
        <h2 id="newsletter" className="font-display text-3xl font-semibold">
          {t('newsletter.title')}
        </h2>
        <p className="mt-3 mb-8 max-w-xl text-ink-soft">{t('newsletter.text')}</p>
        <NewsletterForm
          words={{
            form: t('newsletter.form'),
            email: t('newsletter.email'),
            submit: t('newsletter.submit'),
            empty: t('newsletter.empty'),
            invalid: t('newsletter.invalid'),
            // Its one argument is filled in by the form, with what the reader typed.
            thanks: String(t.raw('newsletter.thanks')),
          }}
        />
      </section>
    </div>
  )
}
