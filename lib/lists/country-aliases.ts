// The other names readers search countries by: English names the country no longer uses
// officially, former names and common short forms. Data, for search only (lib/search-index.ts):
// the site shows each country under its own name (lib/lists/countries.ts). Names in the reader's
// language come with the translated site.
import type { Country } from '@/lib/lists/countries'

export const COUNTRY_ALIASES: Partial<Record<Country, readonly string[]>> = {
  "Côte d'Ivoire": ['Ivory Coast'],
  'Cabo Verde': ['Cape Verde'],
  Eswatini: ['Swaziland'],
  'Republic of the Congo': ['Congo-Brazzaville', 'Congo Brazzaville'],
  'Democratic Republic of the Congo': ['DR Congo', 'DRC', 'Congo-Kinshasa', 'Congo Kinshasa'],
  Gambia: ['The Gambia'],
  'Guinea-Bissau': ['Guinea Bissau'],
  'Burkina Faso': ['Upper Volta'],
  Benin: ['Dahomey'],
}

/** A country's other names, or none. */
export function countryAliases(country: string | null): readonly string[] {
  if (!country) return []
  return Object.entries(COUNTRY_ALIASES).find(([name]) => name === country)?.[1] ?? []
}
