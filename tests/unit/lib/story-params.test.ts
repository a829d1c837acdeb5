import { slugify } from '@/lib/slug'
import { isPlaceholderSlug, PLACEHOLDER_SLUG, storyParams } from '@/lib/story-params'

describe('storyParams', () => {
  it('gives one param per story slug', () => {
    expect(storyParams([{ slug: 'a-story' }, { slug: 'another' }])).toEqual([
      { slug: 'a-story' },
      { slug: 'another' },
    ])
  })

  it('gives the placeholder alone when there are no stories, as Next needs one param', () => {
    expect(storyParams([])).toEqual([{ slug: PLACEHOLDER_SLUG }])
    expect(isPlaceholderSlug(PLACEHOLDER_SLUG)).toBe(true)
    expect(isPlaceholderSlug('no-stories-yet')).toBe(false)
  })

  it("uses a slug the site's slugify never makes, safe in a URL as it is", () => {
    expect(slugify(PLACEHOLDER_SLUG)).not.toBe(PLACEHOLDER_SLUG)
    expect(encodeURIComponent(PLACEHOLDER_SLUG)).toBe(PLACEHOLDER_SLUG)
  })
})
