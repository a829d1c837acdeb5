// The choices the Studio offers an editor, from the spec: a category's genre, a story's or a
// person's country and skills, a social link's network. (Sanity's validation rejects anything
// else: validation.test.ts.)
import { category } from '@/sanity/schema-types/documents/category'
import { person } from '@/sanity/schema-types/documents/person'
import { story } from '@/sanity/schema-types/documents/story'
import { socialLink } from '@/sanity/schema-types/objects/social-link'

type Field = { name: string; options?: unknown }

/** The values a field's picker lists, and their labels where they have their own. */
function choices(type: { fields: readonly Field[] }, name: string) {
  const options = type.fields.find((field) => field.name === name)?.options
  const list: unknown[] =
    options && typeof options === 'object' && 'list' in options && Array.isArray(options.list)
      ? options.list
      : []
  return list.map((item) =>
    typeof item === 'object' && item !== null && 'value' in item
      ? { value: item.value, title: 'title' in item ? item.title : undefined }
      : { value: item, title: undefined },
  )
}
const values = (type: { fields: readonly Field[] }, name: string) =>
  choices(type, name).map(({ value }) => value)

describe('the Studio offers an editor', () => {
  it('the 12 spec genres as a category’s title, in order', () => {
    expect(values(category, 'title')).toEqual([
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

  it('52 distinct African countries for a story and for a person, the same list', () => {
    const countries = values(story, 'country')
    expect(countries).toHaveLength(52)
    expect(new Set(countries).size).toBe(52)
    expect(countries).toEqual(expect.arrayContaining(['Ghana', 'Nigeria', 'Kenya', 'South Africa']))
    expect(values(person, 'country')).toEqual(countries)
  })

  it('16 distinct work skills, among them the six the spec names, for a story and a person', () => {
    const skills = values(story, 'work')
    expect(skills).toHaveLength(16)
    expect(new Set(skills).size).toBe(16)
    expect(skills).toEqual(
      expect.arrayContaining([
        'Photography',
        'Photo Editing',
        'Color Grading',
        'Composition',
        'Visual Storytelling',
        'Exhibition Planning',
      ]),
    )
    expect(values(person, 'work')).toEqual(skills)
  })

  it('the spec’s social networks for a link, each by its name', () => {
    expect(choices(socialLink, 'kind')).toEqual([
      { value: 'facebook', title: 'Facebook' },
      { value: 'x', title: 'X' },
      { value: 'instagram', title: 'Instagram' },
      { value: 'threads', title: 'Threads' },
      { value: 'linkedin', title: 'LinkedIn' },
      { value: 'youtube', title: 'YouTube' },
      { value: 'tiktok', title: 'TikTok' },
      { value: 'other', title: 'Website' },
    ])
  })
})
