// Right to left, the names, titles and dates a message inserts keep their own direction in plain
// text (titles, meta, feeds, alt): each in a Unicode isolate, so a number stays beside its noun
// and a date is not split around a Latin name.
import { LOCALES, textDirection } from '@/lib/i18n/locales'
import { isolate, translator } from '@/lib/i18n/translator'
import { nonEmpty } from '@/tests/support/non-empty'

const FSI = '\u2068'
const PDI = '\u2069'

describe('isolated values in a right-to-left language', () => {
  it('isolates a name inside an Arabic message', () => {
    expect(translator('ar')('card.by', { teller: 'Astou Niasse' })).toBe(
      `قصة بقلم ${FSI}Astou Niasse${PDI}`,
    )
    expect(translator('ar')('feed.byFrom', { teller: 'Kofi Mensah', country: 'غانا' })).toBe(
      `قصة من ${FSI}غانا${PDI} بقلم ${FSI}Kofi Mensah${PDI}.`,
    )
  })

  it('leaves what a select chooses by and the counts as they are', () => {
    const summary = translator('ar')('person.summary', {
      gender: 'feminine',
      stories: 3,
      photos: 0,
    })
    expect(summary).not.toContain(FSI)
    expect(summary).toContain('3')
  })

  it('isolates the placeholders of a raw message that client code fills in', () => {
    const raw = String(translator('ar').raw('viewer.status'))
    expect(raw).toContain(`${FSI}{index}${PDI}`)
    expect(raw).toContain(`${FSI}{count}${PDI}`)
  })

  it('adds nothing to a left-to-right language', () => {
    for (const locale of nonEmpty(LOCALES.filter((code) => textDirection(code) === 'ltr'))) {
      expect(translator(locale)('card.by', { teller: 'Astou Niasse' })).not.toMatch(
        /[\u2066-\u2069]/,
      )
      expect(String(translator(locale).raw('viewer.status'))).not.toMatch(/[\u2066-\u2069]/)
    }
  })

  it('writes an isolate as the two marks around the text', () => {
    expect(isolate('Safiatou Sy')).toBe(`${FSI}Safiatou Sy${PDI}`)
  })
})
