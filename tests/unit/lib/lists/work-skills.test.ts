import { WORK_SKILLS } from '@/lib/lists/work-skills'

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
