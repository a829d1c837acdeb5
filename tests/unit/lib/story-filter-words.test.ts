import {
  filterDescription,
  filterHeading,
  filterTitle,
  knownFilter,
} from '@/lib/story-filter-words'
import { translator } from '@/lib/i18n/translator'

const CATEGORIES = [{ slug: 'portrait', title: 'Portrait' }]
const known = (category: string, country: string) => knownFilter({ category, country }, CATEGORIES)

describe("a filtered list's words", () => {
  it('name the known category and country', () => {
    expect(filterHeading(known('', ''), 'en')).toBe('All stories')
    expect(filterHeading(known('portrait', 'Kenya'), 'en')).toBe('Portrait from Kenya')
    expect(filterTitle(known('portrait', 'Kenya'), 'en')).toBe('Portrait stories from Kenya')
    expect(filterTitle(known('', 'Kenya'), 'en', 2)).toBe('Stories from Kenya, page 2')
    expect(filterTitle(known('portrait', ''), 'en')).toBe('Portrait stories')
    expect(filterDescription(known('portrait', 'Kenya'), 'en')).toBe(
      'Portrait photo stories from Kenya, newest first.',
    )
    expect(filterDescription(known('', ''), 'en')).toBe(translator('en')('stories.description'))
  })

  it('say "the" where English does inside a sentence, never in a language without it', () => {
    const congo = known('', 'Democratic Republic of the Congo')
    expect(filterHeading(congo, 'en')).toBe('From the Democratic Republic of the Congo')
    expect(filterTitle(known('portrait', 'Gambia'), 'en')).toBe('Portrait stories from the Gambia')
    expect(filterDescription(congo, 'en')).toBe(
      'Photo stories from the Democratic Republic of the Congo, newest first.',
    )
    expect(filterTitle(congo, 'fr')).not.toMatch(/\bthe\b/)
    expect(filterDescription(known('portrait', 'Kenya'), 'sw')).toBe(
      'Hadithi zote katika kundi la portrait kutoka Kenya, za karibuni kwanza.',
    )
  })

  it('name the country in the page’s language', () => {
    expect(filterHeading(known('', 'South Africa'), 'fr')).toBe('Pays\u202f: Afrique du Sud')
    expect(filterTitle(known('', 'South Africa'), 'ar', 2)).toBe(
      '\u2068قصص من \u2068جنوب أفريقيا\u2069\u2069، الصفحة 2',
    )
    expect(filterDescription(known('', 'Kenya'), 'sw')).toBe(
      'Hadithi za picha kutoka Kenya, za karibuni kwanza.',
    )
  })

  it('never repeat a value the site does not have', () => {
    expect(filterHeading(known('nonsense', 'Atlantis'), 'en')).toBe('No such category or country')
    expect(filterHeading(known('nonsense', 'Kenya'), 'en')).toBe('No such category')
    expect(filterHeading(known('portrait', 'Atlantis'), 'en')).toBe('No such country')
    for (const words of [
      filterTitle(known('nonsense', 'Atlantis'), 'fr'),
      filterDescription(known('nonsense', 'Atlantis'), 'fr'),
    ]) {
      expect(words).not.toMatch(/nonsense|Atlantis/)
    }
  })

  it('name a category inside a Swahili sentence in lower case, as a label elsewhere', () => {
    const architecture = knownFilter({ category: 'architecture', country: '' }, [
      { slug: 'architecture', title: 'Usanifu wa majengo' },
    ])
    expect(filterTitle(architecture, 'sw')).toBe('Hadithi za usanifu wa majengo')
    expect(filterHeading(architecture, 'sw')).toBe('Usanifu wa majengo')
  })
})
