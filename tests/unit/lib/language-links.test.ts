// The language switch's and the offer's links, and which language a browser is offered.
import { isLocale } from '@/lib/i18n/locales'
import { inLanguage, preferredLanguage } from '@/lib/language-links'

// Languages the site does not speak, whichever it comes to speak.
const [unspoken, alsoUnspoken] = ['de', 'ja', 'ig', 'ff', 'wo', 'zu'].filter(
  (code) => !isLocale(code),
)
if (!unspoken || !alsoUnspoken) throw new Error('The site speaks every language listed here')

describe('inLanguage', () => {
  it('is the same page, query and fragment in another language and the same variant', () => {
    expect(inLanguage('/stories?country=Kenya#top', 'fr')).toBe('/fr/stories?country=Kenya#top')
    expect(inLanguage('/fr/lite/latest?page=2', 'ar')).toBe('/ar/lite/latest?page=2')
    expect(inLanguage('/sw', 'en')).toBe('/')
    expect(inLanguage('/pt/lite', 'en')).toBe('/lite')
    expect(inLanguage('/', 'pt')).toBe('/pt')
  })
})

describe('preferredLanguage', () => {
  it('offers the first of the browser’s languages the site speaks', () => {
    expect(preferredLanguage(['fr-CI', 'en'], 'en')).toBe('fr')
    expect(preferredLanguage(['de-DE', 'PT-br'], 'en')).toBe('pt')
    expect(preferredLanguage([unspoken, 'sw-TZ', 'en'], 'fr')).toBe('sw')
  })

  it('offers nothing to a reader who prefers the page’s language, or none of the site’s', () => {
    expect(preferredLanguage(['en-GB', 'fr'], 'en')).toBeUndefined()
    expect(preferredLanguage(['ar-EG'], 'ar')).toBeUndefined()
    expect(preferredLanguage([unspoken, alsoUnspoken], 'en')).toBeUndefined()
    expect(preferredLanguage([], 'fr')).toBeUndefined()
  })
})
