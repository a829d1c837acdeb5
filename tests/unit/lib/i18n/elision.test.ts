// French elides "de" before a vowel wherever a name follows it: "Récit d’Astou", "d’un récit".
import { readFileSync } from 'node:fs'

import { elideFrench, translator } from '@/lib/i18n/translator'

const fr = translator('fr')

describe('French elision', () => {
  it('writes "d’" before a name that begins with a vowel, accented or not, and "de" before any other', () => {
    expect(fr('card.by', { teller: 'Astou Niasse' })).toBe('Récit d’Astou Niasse')
    expect(fr('card.by', { teller: 'Émile Ouédraogo' })).toBe('Récit d’Émile Ouédraogo')
    expect(fr('feed.byFrom', { teller: 'Ousmane Sy', country: 'Sénégal' })).toBe(
      'Récit d’Ousmane Sy (Sénégal).',
    )
    expect(fr('card.by', { teller: 'Kofi Mensah' })).toBe('Récit de Kofi Mensah')
    // Whose sound differs from name to name: left as written.
    expect(fr('card.by', { teller: 'Hawa Diallo' })).toBe('Récit de Hawa Diallo')
    expect(fr('card.by', { teller: 'Yaw Boateng' })).toBe('Récit de Yaw Boateng')
  })

  it('counts one as "d’un", more as "de"', () => {
    const summary = (stories: number) =>
      fr('person.summary', { gender: 'other', stories, photos: 0 })
    expect(summary(1)).toContain('dans les crédits d’un récit')
    expect(summary(3)).toContain('dans les crédits de 3 récits')
    expect(fr('countries.intro', { count: 1 })).toMatch(/^Des récits venus d’un seul pays /)
    expect(fr('countries.intro', { count: 12 })).toMatch(/^Des récits venus de 12 pays /)
  })

  it('touches only a "de" of its own, never the end of a word', () => {
    expect(elideFrench('la Suède a des récits')).toBe('la Suède a des récits')
    expect(elideFrench('De Abidjan à Accra')).toBe('D’Abidjan à Accra')
    expect(elideFrench('aujourd’hui de 8 h')).toBe('aujourd’hui de 8 h')
  })

  it('leaves the other languages as their catalogs write them', () => {
    expect(translator('pt')('card.by', { teller: 'Astou Niasse' })).not.toContain('’')
  })

  it('has nothing to elide in the French catalog itself: its own words are written elided', () => {
    const catalog = readFileSync('lib/i18n/messages/fr.json', 'utf8')
    expect(catalog.match(/(?<![\p{L}\p{N}’'])de [aeiouâàäéèêëîïôöûùüœæ]/giu) ?? []).toEqual([])
  })
})
