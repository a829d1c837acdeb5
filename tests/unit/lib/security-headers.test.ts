// The Content-Security-Policy: static (no nonce), ours only, and the Studio's wider one.
import {
  DOCUMENT_HEADERS,
  DOCUMENT_PATHS,
  SECURITY_HEADERS,
  sitePolicy,
  studioPolicy,
} from '@/lib/security-headers'

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )

describe('sitePolicy', () => {
  it('allows scripts, styles and fonts from this origin, requests to it and the image CDN', () => {
    const site = directives(sitePolicy())
    expect(site.get('default-src')).toEqual(["'self'"])
    expect(site.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(site.get('connect-src')).toEqual(["'self'", 'https://cdn.sanity.io'])
    expect(site.get('font-src')).toEqual(["'self'"])
    expect(site.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.sanity.io'])
    expect(site.get('object-src')).toEqual(["'none'"])
    expect(site.get('base-uri')).toEqual(["'self'"])
    expect(site.get('form-action')).toEqual(["'self'"])
    expect(site.get('frame-ancestors')).toEqual(["'self'"])
    expect(sitePolicy()).not.toMatch(/nonce|unsafe-eval|\*/)
  })

  it('lets next dev evaluate code, and only next dev', () => {
    expect(directives(sitePolicy({ dev: true })).get('script-src')).toContain("'unsafe-eval'")
  })
})

describe('studioPolicy', () => {
  it("adds Sanity's API for the Studio, and keeps the rest as tight", () => {
    const studio = directives(studioPolicy())
    expect(studio.get('connect-src')).toContain('wss://*.api.sanity.io')
    expect(studio.get('object-src')).toEqual(["'none'"])
    expect(studio.get('frame-ancestors')).toEqual(["'self'"])
    expect(studio.get('script-src')).not.toContain("'unsafe-eval'")
  })
})

describe('SECURITY_HEADERS and DOCUMENT_HEADERS', () => {
  it('frames the site only on its own origin, as frame-ancestors says', () => {
    expect(DOCUMENT_HEADERS).toContainEqual({ key: 'X-Frame-Options', value: 'SAMEORIGIN' })
  })

  it('sends nosniff with everything', () => {
    expect(SECURITY_HEADERS).toEqual([{ key: 'X-Content-Type-Options', value: 'nosniff' }])
  })
})

describe('DOCUMENT_PATHS', () => {
  // As Next reads a `source`: the whole path against the pattern.
  const matches = (path: string) => new RegExp(`^${DOCUMENT_PATHS}$`).test(path)

  it('covers pages, route handlers and the service worker', () => {
    for (const path of ['/', '/fr/lite/stories/x', '/api/data-saver', '/sw.js', '/og/site']) {
      expect(matches(path), path).toBe(true)
    }
  })

  it('leaves out the build’s files and the photographs', () => {
    for (const path of ['/_next/static/chunks/a.js', '/sample-images/images/p/d/a.jpg']) {
      expect(matches(path), path).toBe(false)
    }
  })
})
