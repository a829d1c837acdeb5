// Messages about one person agree with their grammatical gender, and say nothing gendered when
// editors set none (issue 45).
import { translator } from '@/lib/i18n/translator'
import { genderSelect } from '@/lib/lists/grammatical-genders'

describe('messages about one person', () => {
  it('agree with a woman, a man, and need no gender when none is set', () => {
    const ar = translator('ar')
    const summary = (gender: string | null) =>
      ar('person.summary', { gender: genderSelect(gender), stories: 3, photos: 5 })
    expect(summary('feminine')).toBe('ورد اسمها في 3 قصص، ولها 5 صور.')
    expect(summary('masculine')).toBe('ورد اسمه في 3 قصص، وله 5 صور.')
    expect(summary(null)).not.toMatch(/اسمها|اسمه|ولها|وله/)
    expect(summary(null)).toContain('5 صور')

    const fr = translator('fr')
    expect(fr('story.teller', { gender: genderSelect('feminine') })).toBe('Conteuse')
    expect(fr('story.teller', { gender: genderSelect('masculine') })).toBe('Conteur')
    expect(fr('story.teller', { gender: genderSelect(undefined) })).not.toMatch(/Conteu/)
    expect(translator('pt')('story.teller', { gender: 'feminine' })).toBe('Contadora de histórias')
  })

  it('reads an unknown value as no gender', () => {
    expect(genderSelect('neuter')).toBe('other')
    expect(genderSelect('feminine')).toBe('feminine')
  })
})
