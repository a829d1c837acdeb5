import {
  DEFAULT_SITE_URL,
  prerenderedStories,
  readEnv,
  readSiteUrl,
  SITE_URL_MESSAGES,
} from '@/lib/settings'

describe('readEnv', () => {
  it('defaults to the embedded local dataset', () => {
    expect(readEnv({})).toEqual({
      contentSource: 'local',
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-06-18',
      imageBaseUrl: '/sample-images',
    })
    expect(readEnv({ CONTENT_SOURCE: '  ' }).contentSource).toBe('local')
  })

  it('defaults the dataset and API version to the spec values', () => {
    const hosted = readEnv({ CONTENT_SOURCE: 'sanity', NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })
    expect(hosted.dataset).toBe('production')
    expect(hosted.apiVersion).toBe('2025-06-18')
  })

  it('reads the hosted settings and builds images on the Sanity CDN', () => {
    expect(
      readEnv({
        CONTENT_SOURCE: 'sanity',
        NEXT_PUBLIC_SANITY_PROJECT_ID: ' abc123 ',
        NEXT_PUBLIC_SANITY_DATASET: 'staging',
        NEXT_PUBLIC_SANITY_API_VERSION: '2025-01-01',
      }),
    ).toEqual({
      contentSource: 'sanity',
      projectId: 'abc123',
      dataset: 'staging',
      apiVersion: '2025-01-01',
      imageBaseUrl: 'https://cdn.sanity.io',
    })
  })

  it('fails naming NEXT_PUBLIC_SANITY_PROJECT_ID when the hosted source lacks it', () => {
    expect(() => readEnv({ CONTENT_SOURCE: 'sanity' })).toThrowError(
      /NEXT_PUBLIC_SANITY_PROJECT_ID/,
    )
    expect(() =>
      readEnv({ CONTENT_SOURCE: 'sanity', NEXT_PUBLIC_SANITY_PROJECT_ID: '   ' }),
    ).toThrowError(/NEXT_PUBLIC_SANITY_PROJECT_ID/)
  })

  it('fails naming CONTENT_SOURCE and the allowed values for an unknown source', () => {
    let message = ''
    try {
      readEnv({ CONTENT_SOURCE: 'wordpress' })
    } catch (error) {
      message = error instanceof Error ? error.message : String(error)
    }
    expect(message).toContain('CONTENT_SOURCE')
    expect(message).toContain('wordpress')
    // The two the README lists.
    for (const source of ['local', 'sanity']) expect(message).toContain(`"${source}"`)
  })

  it('reads SANITY_API_HOST as the hosted API host, without a trailing slash', () => {
    const hosted = { CONTENT_SOURCE: 'sanity', NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }
    expect(readEnv(hosted).apiHost).toBeUndefined()
    expect(readEnv({ ...hosted, SANITY_API_HOST: ' http://127.0.0.1:3699/ ' }).apiHost).toBe(
      'http://127.0.0.1:3699',
    )
    expect(
      readEnv({ ...hosted, SANITY_API_HOST: 'https://proxy.example.com/sanity' }).apiHost,
    ).toBe('https://proxy.example.com/sanity')
  })

  it.each([
    '127.0.0.1:3699',
    'ftp://proxy.example.com',
    'not a url',
    'https://proxy.example.com?x=1',
  ])('fails naming SANITY_API_HOST when it is %s, not an http(s) URL', (value) => {
    expect(() =>
      readEnv({
        CONTENT_SOURCE: 'sanity',
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc',
        SANITY_API_HOST: value,
      }),
    ).toThrowError(`Invalid setting SANITY_API_HOST="${value}"`)
  })
})

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

describe('the newest stories a build prerenders (PRERENDER_STORIES)', () => {
  it('is 200 unless set, and what is set, 0 included', () => {
    expect(prerenderedStories(undefined)).toBe(200)
    expect(prerenderedStories(' ')).toBe(200)
    expect(prerenderedStories('10')).toBe(10)
    expect(prerenderedStories('0')).toBe(0)
  })

  it('refuses anything but a whole number of stories, naming the setting and its value', () => {
    for (const value of ['-1', '2.5', 'ten', '1e3', '10 stories']) {
      expect(() => prerenderedStories(value), value).toThrow(
        `PRERENDER_STORIES must be a whole number of stories, 0 or more; it is "${value}".`,
      )
    }
  })
})
