import {
  filterDescription,
  filterHeading,
  filterTitle,
  knownFilter,
} from '@/lib/story-filter-words'
import { STORIES_DESCRIPTION } from '@/lib/site'

const CATEGORIES = [{ slug: 'portrait', title: 'Portrait' }]
const known = (category: string, country: string) => knownFilter({ category, country }, CATEGORIES)

describe("a filtered list's words", () => {
  it('name the known category and country', () => {
    expect(filterHeading(known('', ''))).toBe('All stories')
    expect(filterHeading(known('portrait', 'Kenya'))).toBe('Portrait from Kenya')
    expect(filterTitle(known('portrait', 'Kenya'))).toBe('Portrait stories from Kenya')
    expect(filterTitle(known('', 'Kenya'), 2)).toBe('Stories from Kenya, page 2')
    expect(filterTitle(known('portrait', ''))).toBe('Portrait stories')
    expect(filterDescription(known('portrait', 'Kenya'))).toBe(
      'Portrait photo stories from Kenya, newest first.',
    )
    expect(filterDescription(known('', ''))).toBe(STORIES_DESCRIPTION)
  })

  it('never repeat a value the site does not have', () => {
    expect(filterHeading(known('nonsense', 'Atlantis'))).toBe('No such category or country')
    expect(filterHeading(known('nonsense', 'Kenya'))).toBe('No such category')
    expect(filterHeading(known('portrait', 'Atlantis'))).toBe('No such country')
    for (const words of [
      filterTitle(known('nonsense', 'Atlantis')),
      filterDescription(known('nonsense', 'Atlantis')),
    ]) {
      expect(words).not.toMatch(/nonsense|Atlantis/)
    }
  })
})
