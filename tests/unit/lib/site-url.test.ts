import { DEFAULT_SITE_URL, readSiteUrl, SITE_URL_MESSAGES } from '@/lib/site-url'

describe('the site address (SITE_URL)', () => {
  it('is what is set, for any source', () => {
    for (const contentSource of ['local', 'sanity'] as const) {
      const read = readSiteUrl({
        value: ' https://theruum.africa ',
        contentSource,
        production: true,
      })
      expect(read.url.href).toBe('https://theruum.africa/')
      expect(read.notice).toBeUndefined()
    }
  })

  it('must be set for a production site on hosted Sanity: the error names it', () => {
    expect(() =>
      readSiteUrl({ value: undefined, contentSource: 'sanity', production: true }),
    ).toThrow(SITE_URL_MESSAGES.missing)
    expect(() => readSiteUrl({ value: '  ', contentSource: 'sanity', production: true })).toThrow(
      /^Missing setting SITE_URL/,
    )
  })

  it('defaults to localhost for the sample site, and a production build says so', () => {
    const built = readSiteUrl({ value: undefined, contentSource: 'local', production: true })
    expect(built.url.href).toBe(`${DEFAULT_SITE_URL}/`)
    expect(built.notice).toBe(SITE_URL_MESSAGES.localDefault)
    // `next dev` on any source: localhost, without a word.
    expect(readSiteUrl({ value: undefined, contentSource: 'sanity', production: false })).toEqual({
      url: new URL(DEFAULT_SITE_URL),
    })
  })

  it('refuses a value that is not an absolute URL, naming it', () => {
    expect(() =>
      readSiteUrl({ value: 'theruum.africa', contentSource: 'local', production: false }),
    ).toThrow('Invalid setting SITE_URL="theruum.africa"')
  })
})
