// The Content-Security-Policy: static (no nonce), ours only, and the Studio's wider one.
import { SECURITY_HEADERS, sitePolicy, studioPolicy } from '@/lib/security-headers'

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

describe('SECURITY_HEADERS', () => {
  it('frames the site only on its own origin, as frame-ancestors says', () => {
    expect(SECURITY_HEADERS).toContainEqual({ key: 'X-Frame-Options', value: 'SAMEORIGIN' })
  })
})
