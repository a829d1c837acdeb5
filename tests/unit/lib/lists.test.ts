import { COUNTRIES } from '@/lib/lists/countries'
import { GENRES } from '@/lib/lists/genres'
import { WORK_SKILLS } from '@/lib/lists/work-skills'

describe('countries', () => {
  it('has exactly 52 unique African countries', () => {
    expect(COUNTRIES).toHaveLength(52)
    expect(new Set(COUNTRIES).size).toBe(52)
    expect(COUNTRIES).toEqual(expect.arrayContaining(['Ghana', 'Nigeria', 'Kenya', 'South Africa']))
  })
})

describe('work skills', () => {
  it('has exactly 16 unique skills, including the six the spec names', () => {
    expect(WORK_SKILLS).toHaveLength(16)
    expect(new Set(WORK_SKILLS).size).toBe(16)
    expect(WORK_SKILLS).toEqual(
      expect.arrayContaining([
        'Photography',
        'Photo Editing',
        'Color Grading',
        'Composition',
        'Visual Storytelling',
        'Exhibition Planning',
      ]),
    )
  })
})

describe('genres', () => {
  it('are the 12 spec genres, in order', () => {
    expect(GENRES).toEqual([
      'Portrait',
      'Landscape',
      'Wildlife',
      'Street',
      'Documentary',
      'Cultural',
      'Architecture',
      'Nature',
      'Travel',
      'Fashion',
      'Photojournalism',
      'Fine Art',
    ])
  })
})
