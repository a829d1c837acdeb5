// A portrait is described in the reader's language: the editor's English words only on an English
// page, the site's own words in every other language.
import { LOCALES } from '@/lib/i18n/locales'
import { portraitAlt } from '@/lib/portrait-alt'

const EDITORS = 'A drawn portrait of Astou Niasse: head and shoulders, against a deep blue wall'

describe('portraitAlt', () => {
  it('keeps the editor’s description on an English page', () => {
    expect(portraitAlt(EDITORS, 'Astou Niasse', 'en')).toBe(EDITORS)
  })

  it('names the person in the page’s language elsewhere, with French elision', () => {
    expect(portraitAlt(EDITORS, 'Astou Niasse', 'fr')).toBe('Portrait d’Astou Niasse')
    expect(portraitAlt(EDITORS, 'Kofi Mensah', 'fr')).toBe('Portrait de Kofi Mensah')
    expect(portraitAlt(EDITORS, 'Astou Niasse', 'pt')).toBe('Retrato de Astou Niasse')
    expect(portraitAlt(EDITORS, 'Astou Niasse', 'ar')).toBe('صورة \u2068Astou Niasse\u2069')
    expect(portraitAlt(EDITORS, 'Astou Niasse', 'sw')).toBe('Picha ya Astou Niasse')
  })

  it('says something in every language when the editor wrote nothing', () => {
    for (const locale of LOCALES) {
      expect(portraitAlt(undefined, 'Astou Niasse', locale)).toContain('Astou Niasse')
    }
  })
})
