// Data saver mode: which variant a request gets (lib/data-saver.ts) and the header toggle's
// route (lib/data-saver-toggle.ts): the cookie it sets and where it sends the reader back.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

import {
  DATA_SAVER_COOKIE,
  modePath,
  modeRedirectScript,
  moveToChosenVariant,
  preferredMode,
  publicPath,
  splitModePath,
  type BrowserLike,
} from '@/lib/data-saver'
import { backTo, dataSaverCookie, handleDataSaverToggle, inVariant } from '@/lib/data-saver-toggle'
import { hrefIn, isSitePage, SITE_FILES } from '@/lib/routes'

describe('preferredMode', () => {
  it('follows the reader’s cookie, else Save-Data: on, else leaves it to the URL', () => {
    expect(preferredMode({ saveData: null, cookie: undefined })).toBeUndefined()
    expect(preferredMode({ saveData: 'on', cookie: undefined })).toBe('lite')
    expect(preferredMode({ saveData: ' On ', cookie: undefined })).toBe('lite')
    expect(preferredMode({ saveData: 'off', cookie: undefined })).toBeUndefined()
    expect(preferredMode({ saveData: 'on', cookie: 'off' })).toBe('full')
    expect(preferredMode({ saveData: null, cookie: 'on' })).toBe('lite')
    // A cookie the toggle never sets changes nothing.
    expect(preferredMode({ saveData: 'on', cookie: 'maybe' })).toBe('lite')
    expect(preferredMode({ saveData: null, cookie: 'maybe' })).toBeUndefined()
  })
})

describe('variant paths', () => {
  it('puts a page in its variant and reads it back', () => {
    expect(modePath('lite', '/')).toBe('/lite')
    expect(modePath('full', '/stories/x')).toBe('/full/stories/x')
    expect(publicPath('full', '/stories/x')).toBe('/stories/x')
    expect(publicPath('lite', '/stories/x')).toBe('/lite/stories/x')
    expect(splitModePath('/lite/stories/x')).toEqual({ mode: 'lite', pathname: '/stories/x' })
    expect(splitModePath('/full')).toEqual({ mode: 'full', pathname: '/' })
    expect(splitModePath('/stories/x')).toEqual({ mode: undefined, pathname: '/stories/x' })
    expect(splitModePath('/litex/y')).toEqual({ mode: undefined, pathname: '/litex/y' })
  })

  it('writes a lite page’s links to the site’s pages at their lite URLs, and nothing else', () => {
    expect(hrefIn('lite', '/')).toBe('/lite')
    expect(hrefIn('lite', '/stories?category=portrait&page=2')).toBe(
      '/lite/stories?category=portrait&page=2',
    )
    expect(hrefIn('lite', '/stories/a-b/photos/3#photo')).toBe('/lite/stories/a-b/photos/3#photo')
    expect(hrefIn('lite', '/lite/stories')).toBe('/lite/stories')
    for (const href of ['/feed.xml', '/studio', '/api/draft-mode/disable', '#main', '?page=2']) {
      expect(hrefIn('lite', href), href).toBe(href)
    }
    expect(hrefIn('lite', '//evil.example/x')).toBe('//evil.example/x')
    expect(hrefIn('lite', 'https://example.org/')).toBe('https://example.org/')
    expect(hrefIn('full', '/stories')).toBe('/stories')
  })

  it('knows pages from files, route handlers, the Studio and the 404', () => {
    // A path with a dot that is no file in public/ is the proxy's to answer (with a 404).
    for (const path of [
      '/',
      '/latest',
      '/stories/a-b',
      '/browse/_/Kenya/2',
      '/community',
      '/.env',
      '/next.config.ts',
      '/stories/a.b',
      '/robots.txt/x',
      '/feed.xml.bak',
      '/og/stories',
      '/og/stories/a/b',
      '/api',
      '/api/latest',
      '/api/stories/x',
      '/api/live/v2025-06-18/data/listen',
      '/api/live/v1/data/listen/production/x',
      '/sample-images',
      '/sample-images/latest',
      '/studiox',
      '/_not-found/x',
    ]) {
      expect(isSitePage(path), path).toBe(true)
    }
    for (const path of [
      '/_next/static/chunks/a.js',
      '/api/data-saver',
      '/api/draft-mode/enable',
      '/api/live/v2025-06-18/data/listen/production',
      '/studio',
      '/studio/desk',
      '/sample-images/images/local/production/a.jpg',
      '/_not-found',
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/feed.xml',
      '/feed.json',
      '/og/stories/a-story',
      '/og/site',
    ]) {
      expect(isSitePage(path), path).toBe(false)
    }
  })

  it('lists every file in public/', () => {
    const files = readdirSync('public', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative('public', path.join(entry.parentPath, entry.name))}`)
    expect(new Set(files)).toEqual(SITE_FILES)
  })
})

describe('dataSaverCookie', () => {
  it('lasts a year on every path, Lax, readable by the page (moveToChosenVariant)', () => {
    expect(dataSaverCookie('on')).toBe(
      `${DATA_SAVER_COOKIE}=on; Path=/; Max-Age=31536000; SameSite=Lax`,
    )
    expect(dataSaverCookie('off', { secure: true })).toMatch(/^data-saver=off; .*; Secure$/)
  })
})

describe('backTo', () => {
  const origin = 'https://ruum.example'
  it('prefers the form’s path, then a same-origin Referer, then home', () => {
    expect(backTo('/stories?category=portrait', null, origin)).toBe('/stories?category=portrait')
    expect(backTo(undefined, `${origin}/latest?page=2`, origin)).toBe('/latest?page=2')
    expect(backTo('//evil.example', `${origin}/community`, origin)).toBe('/community')
    expect(backTo(null, 'https://evil.example/x', origin)).toBe('/')
    expect(backTo('/\\evil.example', 'not a url', origin)).toBe('/')
    expect(backTo(undefined, null, origin)).toBe('/')
  })
})

describe('inVariant', () => {
  it('is the page’s URL in the chosen variant, from either one', () => {
    expect(inVariant('/stories?category=portrait', 'lite')).toBe('/lite/stories?category=portrait')
    expect(inVariant('/lite/stories?category=portrait', 'full')).toBe('/stories?category=portrait')
    expect(inVariant('/lite', 'full')).toBe('/')
    expect(inVariant('/', 'lite')).toBe('/lite')
    expect(inVariant('/lite/latest', 'lite')).toBe('/lite/latest')
    // Not a page of either variant: as it is.
    expect(inVariant('/feed.xml', 'lite')).toBe('/feed.xml')
  })
})

describe('moveToChosenVariant', () => {
  const settings = { lite: '/lite', skip: '/studio', cookie: DATA_SAVER_COOKIE }
  /** Where a page at `url` sends the reader, or null when it stays. */
  function movedFrom(
    url: string,
    { cookie = '', saveData }: { cookie?: string; saveData?: boolean },
  ) {
    const { pathname, search, hash } = new URL(url, 'https://ruum.example')
    let to: string | null = null
    const browser: BrowserLike = {
      location: {
        pathname,
        search,
        hash,
        replace: (target: string | URL) => (to = String(target)),
      },
      document: { cookie },
      navigator: saveData === undefined ? {} : { connection: { saveData } },
    }
    moveToChosenVariant(settings, browser)
    return to
  }

  it('moves a reader who chose data saver to the lite URL, keeping the query and fragment', () => {
    expect(movedFrom('/stories?page=2#top', { cookie: 'a=1; data-saver=on' })).toBe(
      '/lite/stories?page=2#top',
    )
    expect(movedFrom('/', { saveData: true })).toBe('/lite')
    expect(movedFrom('/lite/stories', { cookie: 'data-saver=on' })).toBeNull()
  })

  it('moves a reader who turned it off to the full URL, even with Save-Data', () => {
    expect(movedFrom('/lite/stories/x', { cookie: 'data-saver=off', saveData: true })).toBe(
      '/stories/x',
    )
    expect(movedFrom('/lite', { cookie: 'data-saver=off' })).toBe('/')
    expect(movedFrom('/stories/x', { cookie: 'data-saver=off', saveData: true })).toBeNull()
  })

  it('runs from its inline script’s source', () => {
    let to: string | null = null
    const window: BrowserLike = {
      location: { pathname: '/latest', search: '', hash: '', replace: (t) => (to = String(t)) },
      document: { cookie: 'data-saver=on' },
      navigator: {},
    }
    runInNewContext(modeRedirectScript('/studio'), { window })
    expect(to).toBe('/lite/latest')
  })

  it('leaves a reader with no choice where the URL is, and the Studio alone', () => {
    expect(movedFrom('/lite/stories', {})).toBeNull()
    expect(movedFrom('/stories', { saveData: false })).toBeNull()
    expect(movedFrom('/stories', { cookie: 'my-data-saver=on' })).toBeNull()
    expect(movedFrom('/studio/desk', { cookie: 'data-saver=on' })).toBeNull()
    expect(movedFrom('/studio', { saveData: true })).toBeNull()
  })
})

describe('handleDataSaverToggle', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    handleDataSaverToggle(
      new Request('http://127.0.0.1:3000/api/data-saver', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      }),
    )

  it('sets the cookie and sends the reader back to the page’s lite URL with a GET', async () => {
    const response = await post('data-saver=on&redirect=%2Fstories%2Fa-b')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/lite/stories/a-b')
    expect(response.headers.get('set-cookie')).toBe(dataSaverCookie('on'))
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('turns it off too, back to the page’s own URL, and never leaves the site', async () => {
    const back = await post('data-saver=off&redirect=%2Flite%2Fstories%3Fpage%3D2')
    expect(back.headers.get('location')).toBe('/stories?page=2')
    const response = await post('data-saver=off&redirect=https%3A%2F%2Fevil.example%2F')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.get('set-cookie')).toMatch(/^data-saver=off;/)
  })

  it.each(['', 'data-saver=maybe', 'redirect=/'])(
    'refuses %j with a 400 and no cookie',
    async (body) => {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(response.headers.get('set-cookie')).toBeNull()
    },
  )

  it('refuses a body that is not a form', async () => {
    const response = await post('{}', { 'content-type': 'application/json' })
    expect(response.status).toBe(400)
  })
})
