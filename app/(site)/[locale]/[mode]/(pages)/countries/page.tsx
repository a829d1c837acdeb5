import type { Metadata } from 'next'

import { AfricaMap } from '@/components/countries/africa-map'
import { CountryList } from '@/components/countries/country-list'
import { localizedMetadata, pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { getCountryCounts } from '@/sanity/content'
import { PAGES } from '@/lib/routes'
import { PAGE_CLASS } from '@/lib/breakpoints'

/** Its data saver variant (`[mode]`) is rendered whole on its first request, then cached. */
export const ensureStatic = 'navigation'

export async function generateMetadata(): Promise<Metadata> {
  const t = await pageTranslator()
  return localizedMetadata({
    title: t('countries.title'),
    description: t('countries.description'),
    path: PAGES.countries,
  })
}

/** The map's narrowest: across a 360 px phone, less the page's padding (px-5) each side. */
const MAP_NARROWEST_PX = 360 - 2 * 20

export default async function CountriesPage() {
  const [counts, locale] = await Promise.all([getCountryCounts(), pageLocale()])
  const t = translator(locale)
  return (
    <div className={PAGE_CLASS}>
      <h1 className="font-display text-5xl font-semibold tracking-tight md:text-7xl">
        {t('countries.title')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-soft md:text-xl">
        {t('countries.intro', { count: counts.size })}
      </p>
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <AfricaMap counts={counts} narrowestPx={MAP_NARROWEST_PX} />
        <section aria-labelledby="country-list">
          <h2 id="country-list" className="sr-only">
            {t('countries.list')}
          </h2>
          <CountryList counts={counts} />
        </section>
      </div>
    </div>
  )
}
