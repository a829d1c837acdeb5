// What the proxy refuses before routing: methods a route does not take, broken percent-encoding,
// and story paths that cannot name a story.
import { hasMalformedEncoding } from '@/lib/request-guard'
import { allowedMethods, findPage } from '@/lib/routes'
import { isSlug, SLUG_MAX_LENGTH, slugify } from '@/lib/slug'
import { photoNumber } from '@/lib/story-photos'

describe('allowedMethods', () => {
  it('lets every page and file be read, and only the data saver toggle take a POST', () => {
    for (const path of ['/', '/stories/x', '/icon.svg', '/_next/static/chunks/a.js', '/studio']) {
      expect(allowedMethods(path)).toEqual(['GET', 'HEAD'])
    }
    expect(allowedMethods('/api/data-saver')).toEqual(['POST'])
  })
})

describe('hasMalformedEncoding', () => {
  it.each(['/stories/%zz', '/stories/%', '/stories/%ff%fe', '/%E0%A4%A', '/a%2'])('%s', (path) => {
    expect(hasMalformedEncoding(path)).toBe(true)
  })
  it.each(['/', '/stories/x', '/stories/caf%C3%A9', '/a%20b', '/%2e%2e/'])('not %s', (path) => {
    expect(hasMalformedEncoding(path)).toBe(false)
  })
})

describe('findPage', () => {
  it("reads a story page's one segment after /stories/, as written", () => {
    expect(findPage('/stories/lions-at-dawn')).toEqual({
      name: 'story',
      segments: { slug: 'lions-at-dawn' },
    })
    expect(findPage('/stories/caf%C3%A9')?.segments).toEqual({ slug: 'caf%C3%A9' })
    expect(findPage('/stories')?.name).toBe('stories')
    expect(findPage('/stories/a/b')).toBeUndefined()
    expect(findPage('/stories/')).toBeUndefined()
    expect(findPage('/latest')?.name).toBe('latest')
  })

  it("reads a photo page's story slug and number, and refuses a number no photo has", () => {
    expect(findPage('/stories/lions-at-dawn/photos/3')).toEqual({
      name: 'photo',
      segments: { slug: 'lions-at-dawn', n: '3' },
    })
    expect(findPage('/stories/lions-at-dawn/photos')).toBeUndefined()
    expect(findPage('/stories/lions-at-dawn/photos/3/x')).toBeUndefined()
    for (const good of ['1', '9', '12', '99']) expect(photoNumber(good)).toBe(Number(good))
    for (const bad of ['0', '01', '100', '-1', '1.5', 'x', '%31', '9'.repeat(400)]) {
      expect(photoNumber(bad), bad).toBeUndefined()
    }
  })
})

describe('isSlug', () => {
  it('accepts what slugify makes, up to the length the Studio makes', () => {
    expect(isSlug(slugify("Five days with the tailors of Côte d'Ivoire"))).toBe(true)
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true)
  })
  it.each([
    '',
    'A',
    'café',
    'a--b',
    '-a',
    'a-',
    'a_b',
    'a.b',
    '..',
    'a'.repeat(SLUG_MAX_LENGTH + 1),
  ])('refuses %j', (text) => expect(isSlug(text)).toBe(false))
})
