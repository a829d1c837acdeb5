// A count as each language says it, none included.
import { translator } from '@/lib/i18n/translator'

describe('a count of none', () => {
  it('is "hakuna hadithi" in Swahili, not "hadithi 0"', () => {
    expect(translator('sw')('story.count', { count: 0 })).toBe('hakuna hadithi')
    expect(translator('sw')('story.count', { count: 2 })).toBe('hadithi 2')
  })
})
