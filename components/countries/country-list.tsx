import { SiteLink } from '@/components/site-link'
import { countryName } from '@/lib/i18n/country-names'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { Country } from '@/lib/lists/countries'
import { countryPath } from '@/lib/routes'

/** The countries with stories and how many: what the map shows, for every reader. */
export async function CountryList({ counts }: { counts: ReadonlyMap<Country, number> }) {
  const locale = await pageLocale()
  const t = translator(locale)
  // In the reader's alphabet order: Afrique du Sud before Bénin.
  const countries = [...counts]
    .map(([country, count]) => ({ country, name: countryName(country, locale), count }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  return (
    <ul className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-1">
      {countries.map(({ country, name, count }) => (
        <li key={country} className="border-b border-ink/10">
          <SiteLink
            href={countryPath(country)}
            className="flex items-baseline justify-between gap-4 py-3 hover:text-clay"
          >
            <span className="font-display text-xl">{name}</span>
            <span className="shrink-0 text-sm text-ink-faint">{t('story.count', { count })}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
