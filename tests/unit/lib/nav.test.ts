import { isActivePath } from '@/lib/nav'

describe('isActivePath', () => {
  it('matches the root only exactly', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/?ref=home', '/')).toBe(true)
    expect(isActivePath('/stories', '/')).toBe(false)
    expect(isActivePath('/latest', '/')).toBe(false)
  })

  it('matches other links by prefix on a path-segment boundary', () => {
    expect(isActivePath('/stories', '/stories')).toBe(true)
    expect(isActivePath('/stories/abc', '/stories')).toBe(true)
    expect(isActivePath('/stories/abc/photos', '/stories')).toBe(true)
    expect(isActivePath('/storiesxyz', '/stories')).toBe(false)
    expect(isActivePath('/latest', '/stories')).toBe(false)
    expect(isActivePath('/', '/stories')).toBe(false)
  })

  it('ignores a trailing slash, query string and hash', () => {
    expect(isActivePath('/stories/', '/stories')).toBe(true)
    expect(isActivePath('/stories?page=2', '/stories')).toBe(true)
    expect(isActivePath('/stories#top', '/stories')).toBe(true)
    expect(isActivePath('/stories/abc/?x=1#y', '/stories')).toBe(true)
    expect(isActivePath('/stories', '/stories/')).toBe(true)
    expect(isActivePath('/storiesxyz/?x=1', '/stories')).toBe(false)
  })
})
