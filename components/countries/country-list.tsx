import { SiteLink } from '@/components/site-link'
import { storyCountText } from '@/lib/africa-map'
import type { Country } from '@/lib/lists/countries'
import { countryPath } from '@/lib/routes'

/** The countries with stories and how many: what the map shows, for every reader. */
export function CountryList({ counts }: { counts: ReadonlyMap<Country, number> }) {
  const countries = [...counts].sort(([a], [b]) => a.localeCompare(b, 'en'))
  return (
    <ul className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-1">
      {countries.map(([country, count]) => (
        <li key={country} className="border-b border-ink/10">
          <SiteLink
            href={countryPath(country)}
            className="flex items-baseline justify-between gap-4 py-3 hover:text-clay"
          >
            <span className="font-display text-xl">{country}</span>
            <span className="shrink-0 text-sm text-ink-faint">{storyCountText(count)}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
