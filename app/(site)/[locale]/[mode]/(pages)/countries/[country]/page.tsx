import { prerenderedParams } from '@/lib/i18n/prerendered'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AfricaMap } from '@/components/countries/africa-map'
import { SiteLink } from '@/components/site-link'
import { StoryGrid } from '@/components/story-card/story-grid'
import { countryFromSlug, countrySlug } from '@/lib/country-path'
import { COUNTRIES } from '@/lib/lists/countries'
import { countryInText, countryName } from '@/lib/i18n/country-names'
import { localizedMetadata, pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { getCountryCounts, getStoryListPage } from '@/sanity/content'
import { PAGES, countryPath, storiesHref } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'

/** Every country's page is built (52, cheap); the proxy answers any other segment with a 404. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

/**
 * The locator map's narrowest, in CSS px: its max-w-56 on a phone. Too small to hold a finger's
 * target for every country, so it links none: /countries, one tap away, does.
 */
const LOCATOR_PX = 224

export function generateStaticParams() {
  return prerenderedParams(COUNTRIES.map((country) => ({ country: countrySlug(country) })))
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[mode]/countries/[country]'>): Promise<Metadata> {
  const country = countryFromSlug((await params).country)
  if (!country) notFound()
  const locale = await pageLocale()
  const t = translator(locale)
  const place = countryInText(country, locale)
  return localizedMetadata({
    title: t('stories.titleCountry', { country: place }),
    description: t('stories.descriptionCountry', { country: place }),
    path: countryPath(country),
  })
}

export default async function CountryPage({
  params,
}: PageProps<'/[locale]/[mode]/countries/[country]'>) {
  const { country: slug } = await params
  const country = countryFromSlug(slug)
  if (!country) notFound()
  const locale = await pageLocale()
  const t = translator(locale)
  const name = countryName(country, locale)
  // The first page of its stories; the rest are on /stories, filtered to the country.
  const [counts, { stories, total }] = await Promise.all([
    getCountryCounts(),
    getStoryListPage({ country }, 1, locale),
  ])
  return (
    <div className={PAGE_CLASS}>
      <div className="grid items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">
            <SiteLink href={PAGES.countries} prefetch={false} className="hover:text-ink">
              {t('countries.title')}
            </SiteLink>
          </p>
          <h1 className="mt-3 font-display text-5xl font-semibold tracking-tight md:text-7xl">
            {name}
          </h1>
          <p role="status" className="mt-4 text-lg text-ink-soft">
            {total === 0 ? t('countries.none') : t('story.count', { count: total })}
          </p>
        </div>
        <div className="mx-auto w-full max-w-56 md:max-w-72">
          <AfricaMap counts={counts} current={country} narrowestPx={LOCATOR_PX} linked={false} />
        </div>
      </div>
      {stories.length > 0 ? (
        <section aria-labelledby="country-stories" className="mt-12">
          <h2
            id="country-stories"
            className="border-b border-ink/10 pb-3 font-display text-3xl font-semibold"
          >
            {t('countries.newest')}
          </h2>
          <div className="mt-8">
            <StoryGrid stories={stories} />
          </div>
          {total > stories.length && (
            <SiteLink
              href={storiesHref({ category: '', country })}
              className="mt-12 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
            >
              {t('countries.all', { count: total, country: countryInText(country, locale) })}
            </SiteLink>
          )}
        </section>
      ) : (
        <SiteLink
          href={PAGES.countries}
          prefetch={false}
          className="mt-12 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
        >
          {t('countries.withStories')}
        </SiteLink>
      )}
    </div>
  )
}
