// Each country's page, /countries/<slug>: the URL segment of each of the site's 52 countries.
import { COUNTRIES, type Country } from '@/lib/lists/countries'
import { slugify } from '@/lib/slug'

/**
 * A country's URL segment: "Côte d'Ivoire" → "cote-d-ivoire". The apostrophe parts two words
 * here, where slugify alone would run them together ("cote-divoire").
 */
export const countrySlug = (country: Country) => slugify(country.replace(/['’]/g, ' '))

const bySlug = new Map(COUNTRIES.map((country) => [countrySlug(country), country]))

/** The country a URL segment names, or undefined for anything else. */
export const countryFromSlug = (slug: string): Country | undefined => bySlug.get(slug)
