import { COUNTRY_CODES, countryName } from '@/lib/i18n/country-names'
import { LOCALES } from '@/lib/i18n/locales'
import { COUNTRIES } from '@/lib/lists/countries'

describe('countryName', () => {
  it('names every country by a code of its own', () => {
    expect(new Set(Object.values(COUNTRY_CODES)).size).toBe(COUNTRIES.length)
  })

  it('keeps the spec’s English names', () => {
    expect(COUNTRIES.map((country) => countryName(country, 'en'))).toEqual([...COUNTRIES])
  })

  it.each(LOCALES)('names all 52 apart in %s, none by a code or a CLDR short form', (locale) => {
    const names = COUNTRIES.map((country) => countryName(country, locale))
    expect(new Set(names).size).toBe(COUNTRIES.length)
    expect(names.filter((name) => /^[A-Z]{2}$/.test(name) || name.includes(' - '))).toEqual([])
  })

  it.each([
    ['South Africa', 'fr', 'Afrique du Sud'],
    ['South Africa', 'pt', 'África do Sul'],
    ['South Africa', 'ar', 'جنوب أفريقيا'],
    ['South Africa', 'sw', 'Afrika Kusini'],
    ["Côte d'Ivoire", 'pt', 'Costa do Marfim'],
    ['Democratic Republic of the Congo', 'fr', 'République démocratique du Congo'],
    ['Democratic Republic of the Congo', 'sw', 'Jamhuri ya Kidemokrasia ya Kongo'],
    ['Morocco', 'ar', 'المغرب'],
    ['Chad', 'sw', 'Chadi'],
  ] as const)('%s in %s is %s', (country, locale, expected) => {
    expect(countryName(country, locale)).toBe(expected)
  })
})
