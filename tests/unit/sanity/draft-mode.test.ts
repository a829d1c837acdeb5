// The preview routes: who may turn draft mode on, where they may be sent, and turning it off.
import { sameSitePath } from '@/lib/safe-redirect'
import { sameSecret } from '@/lib/same-secret'
import { handleDisableDraftMode, handleEnableDraftMode } from '@/sanity/draft-mode'

const secret = 'preview-secret'

// Each of these would send the browser to another host, or is read differently by browsers and
// servers (dot segments, encoded dots and slashes, backslashes, tabs and newlines).
const offSiteTargets = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'evil.example',
  'javascript:alert(1)',
  '/\n/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e//evil.example',
  '/a/%2e%2e//evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/%5cevil.example',
  '/.%5C/evil.example',
  '/\\evil',
  '/.\\evil',
  '/./\\evil',
  '/\t/evil.example',
  '/.\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0Aset-cookie:x',
  '/.//',
]

/** True when `location` is a path on the site that reads the same after resolving it again. */
function staysOnSite(location: string | null) {
  if (location === null) return true
  const base = 'http://site.invalid'
  const url = new URL(location, base)
  return url.origin === base && `${url.pathname}${url.search}${url.hash}` === location
}

async function enable(query: string, options: { secret?: string; unavailable?: string } = {}) {
  let enabled = false
  const response = await handleEnableDraftMode(
    new Request(`http://127.0.0.1/api/draft-mode/enable${query}`),
    {
      secret: 'secret' in options ? options.secret : secret,
      unavailable: options.unavailable,
      enable: async () => {
        enabled = true
      },
    },
  )
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
    enabled,
  }
}

describe('GET /api/draft-mode/enable', () => {
  it('with the secret: turns draft mode on and redirects to the page, relatively', async () => {
    expect(await enable(`?secret=${secret}&redirect=/stories/lions-at-dawn`)).toEqual({
      status: 307,
      location: '/stories/lions-at-dawn',
      text: '',
      enabled: true,
    })
    expect((await enable(`?secret=${secret}`)).location).toBe('/')
    expect(
      (await enable(`?secret=${secret}&redirect=%2Fstories%3Fcategory%3Dportrait`)).location,
    ).toBe('/stories?category=portrait')
  })

  it('without the right secret: 401, draft mode stays off', async () => {
    for (const query of [
      '',
      '?secret=',
      '?secret=nope',
      `?secret=${secret}x`,
      `?Secret=${secret}`,
    ]) {
      expect(await enable(`${query}&redirect=/`)).toEqual({
        status: 401,
        location: null,
        text: 'Invalid preview secret.',
        enabled: false,
      })
    }
  })

  it('never redirects off the site: 400, draft mode stays off', async () => {
    for (const target of offSiteTargets) {
      const result = await enable(`?secret=${secret}&redirect=${encodeURIComponent(target)}`)
      expect(result, target).toEqual({
        status: 400,
        location: null,
        text: 'redirect must be a path on this site, such as /stories/<slug>.',
        enabled: false,
      })
    }
  })

  it('without SANITY_PREVIEW_SECRET on the server: 500 naming it, whatever is sent', async () => {
    const result = await enable('?secret=&redirect=/', { secret: undefined })
    expect(result.status).toBe(500)
    expect(result.text).toContain('SANITY_PREVIEW_SECRET is not set')
    expect(result.enabled).toBe(false)
  })

  it('when drafts cannot be read (no read token): 500 with the reason, only for the secret holder', async () => {
    const unavailable = 'Missing setting SANITY_API_READ_TOKEN: …'
    expect(await enable(`?secret=${secret}`, { unavailable })).toMatchObject({
      status: 500,
      text: unavailable,
      enabled: false,
    })
    expect(await enable('?secret=nope', { unavailable })).toMatchObject({ status: 401 })
  })
})

describe('GET /api/draft-mode/disable', () => {
  async function disable(query: string) {
    let disabled = false
    const response = await handleDisableDraftMode(
      new Request(`http://127.0.0.1/api/draft-mode/disable${query}`),
      {
        disable: async () => {
          disabled = true
        },
      },
    )
    return { status: response.status, location: response.headers.get('location'), disabled }
  }

  it('turns draft mode off and goes back to the page', async () => {
    expect(await disable('?redirect=/latest')).toEqual({
      status: 307,
      location: '/latest',
      disabled: true,
    })
  })

  it('always turns it off; an unsafe or missing redirect goes home', async () => {
    expect(await disable('')).toEqual({ status: 307, location: '/', disabled: true })
    expect(await disable('?redirect=https://evil.example')).toEqual({
      status: 307,
      location: '/',
      disabled: true,
    })
  })

  it('never redirects off the site, with or without encoding in the query', async () => {
    for (const target of offSiteTargets) {
      for (const query of [`?redirect=${encodeURIComponent(target)}`, `?redirect=${target}`]) {
        const result = await disable(query)
        expect(staysOnSite(result.location), query).toBe(true)
        expect(result, query).toEqual({ status: 307, location: '/', disabled: true })
      }
    }
  })
})

describe('sameSecret', () => {
  it('matches only the exact secret', () => {
    expect(sameSecret('abc', 'abc')).toBe(true)
    expect(sameSecret('abd', 'abc')).toBe(false)
    expect(sameSecret('abcd', 'abc')).toBe(false)
    expect(sameSecret('', 'abc')).toBe(false)
    expect(sameSecret(null, 'abc')).toBe(false)
  })
})

describe('sameSitePath', () => {
  it('keeps a path with its query and hash, normalised', () => {
    expect(sameSitePath('/stories/x?a=1#top')).toBe('/stories/x?a=1#top')
    expect(sameSitePath('/stories/x?y#z')).toBe('/stories/x?y#z')
    expect(sameSitePath('/stories?next=%2F%2Fsomewhere')).toBe('/stories?next=%2F%2Fsomewhere')
    expect(sameSitePath('/./stories/%2e/x')).toBe('/stories/x')
    expect(sameSitePath('/stories/../latest')).toBe('/latest')
    expect(sameSitePath('/')).toBe('/')
  })

  it('refuses anything that could leave the site', () => {
    for (const target of [null, undefined, '', 'latest', ...offSiteTargets]) {
      expect(sameSitePath(target), String(target)).toBeUndefined()
    }
  })
})
