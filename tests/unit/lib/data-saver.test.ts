// Data saver mode: which variant a request gets (lib/data-saver.ts) and the header toggle's
// route (lib/data-saver-toggle.ts): the cookie it sets and where it sends the reader back.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

import {
  DATA_SAVER_COOKIE,
  modeRedirectScript,
  moveToChosenVariant,
  preferredMode,
  variantSettings,
  type BrowserLike,
} from '@/lib/data-saver'
import { backTo, dataSaverCookie, handleDataSaverToggle, inVariant } from '@/lib/data-saver-toggle'
import {
  internalPath,
  pageVariant,
  publicPath,
  splitVariantPath,
  variantOf,
} from '@/lib/page-variant'
import { isLiteScriptPath } from '@/lib/lite/script-name.mjs'
import { BUILT_SITE_FILES, hrefIn, isSitePage, SITE_FILES } from '@/lib/routes'

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
  it('puts a page in its language and variant and reads it back', () => {
    const lite = pageVariant('lite')
    const frenchLite = pageVariant('lite', 'fr')
    expect(internalPath(lite, '/')).toBe('/en/lite')
    expect(internalPath(pageVariant('full'), '/stories/x')).toBe('/en/full/stories/x')
    expect(internalPath(frenchLite, '/stories/x')).toBe('/fr/lite/stories/x')
    expect(publicPath(pageVariant('full'), '/stories/x')).toBe('/stories/x')
    expect(publicPath(lite, '/stories/x')).toBe('/lite/stories/x')
    expect(publicPath(pageVariant('full', 'ar'), '/')).toBe('/ar')
    expect(publicPath(frenchLite, '/')).toBe('/fr/lite')
    expect(publicPath(frenchLite, '/stories')).toBe('/fr/lite/stories')
    const split = (locale: string | undefined, mode: string | undefined, pathname: string) => ({
      locale,
      mode,
      pathname,
    })
    expect(splitVariantPath('/lite/stories/x')).toEqual(split(undefined, 'lite', '/stories/x'))
    expect(splitVariantPath('/full')).toEqual(split(undefined, 'full', '/'))
    expect(splitVariantPath('/stories/x')).toEqual(split(undefined, undefined, '/stories/x'))
    expect(splitVariantPath('/litex/y')).toEqual(split(undefined, undefined, '/litex/y'))
    expect(splitVariantPath('/fr')).toEqual(split('fr', undefined, '/'))
    expect(splitVariantPath('/sw/lite/latest')).toEqual(split('sw', 'lite', '/latest'))
    expect(splitVariantPath('/en/full')).toEqual(split('en', 'full', '/'))
    // A language after the mode, or one the site does not speak, is no prefix.
    expect(splitVariantPath('/lite/fr/x')).toEqual(split(undefined, 'lite', '/fr/x'))
    expect(splitVariantPath('/de/stories')).toEqual(split(undefined, undefined, '/de/stories'))
    for (const path of ['/', '/stories/a-b/photos/2', '/latest']) {
      for (const variant of [lite, frenchLite, pageVariant('full', 'ar'), pageVariant('full')]) {
        expect(variantOf(publicPath(variant, path)), path).toEqual(variant)
        expect(splitVariantPath(publicPath(variant, path)).pathname).toBe(path)
        expect(variantOf(internalPath(variant, path)), path).toEqual(variant)
      }
    }
  })

  it('writes a French page’s links to French pages, lite ones to lite ones', () => {
    expect(hrefIn(pageVariant('full', 'fr'), '/')).toBe('/fr')
    expect(hrefIn(pageVariant('lite', 'ar'), '/stories?page=2')).toBe('/ar/lite/stories?page=2')
    expect(hrefIn(pageVariant('full', 'pt'), '/feed.xml')).toBe('/feed.xml')
    expect(hrefIn(pageVariant('full', 'pt'), '/fr/stories')).toBe('/fr/stories')
  })

  it('writes a lite page’s links to the site’s pages at their lite URLs, and nothing else', () => {
    expect(hrefIn(pageVariant('lite'), '/')).toBe('/lite')
    expect(hrefIn(pageVariant('lite'), '/stories?category=portrait&page=2')).toBe(
      '/lite/stories?category=portrait&page=2',
    )
    expect(hrefIn(pageVariant('lite'), '/stories/a-b/photos/3#photo')).toBe(
      '/lite/stories/a-b/photos/3#photo',
    )
    expect(hrefIn(pageVariant('lite'), '/lite/stories')).toBe('/lite/stories')
    for (const href of ['/feed.xml', '/studio', '/api/draft-mode/disable', '#main', '?page=2']) {
      expect(hrefIn(pageVariant('lite'), href), href).toBe(href)
    }
    expect(hrefIn(pageVariant('lite'), '//evil.example/x')).toBe('//evil.example/x')
    expect(hrefIn(pageVariant('lite'), 'https://example.org/')).toBe('https://example.org/')
    expect(hrefIn(pageVariant('full'), '/stories')).toBe('/stories')
  })

  it('knows pages from files, route handlers and the Studio', () => {
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
      '/og/fr/stories',
      '/api',
      '/api/latest',
      '/api/stories/x',
      '/api/live/v2025-06-18/data/listen',
      '/api/live/v1/data/listen/production/x',
      '/sample-images',
      '/sample-images/latest',
      '/studiox',
      '/_not-found/x',
      // Next's own 404 route: the proxy answers it with the site's 404 page instead.
      '/_not-found',
      '/fr/stories',
      '/ar/lite',
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
      '/icon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/feed.xml',
      '/feed.json',
      '/og/stories/a-story',
      '/og/ar/stories/a-story',
      '/og/site',
      // Data saver's script, under its content's hash.
      '/ruum-lite.0123abcd.js',
    ]) {
      expect(isSitePage(path), path).toBe(false)
    }
  })

  it('lists every file in public/', () => {
    const files = readdirSync('public', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative('public', path.join(entry.parentPath, entry.name))}`)
      .filter((file) => !isLiteScriptPath(file))
    expect(new Set([...files, ...BUILT_SITE_FILES])).toEqual(SITE_FILES)
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
  const host = 'ruum.example'
  it('prefers the form’s path, then a same-origin Referer, then home', () => {
    expect(backTo('/stories?category=portrait', null, host)).toBe('/stories?category=portrait')
    expect(backTo(undefined, `${origin}/latest?page=2`, host)).toBe('/latest?page=2')
    expect(backTo('//evil.example', `${origin}/community`, host)).toBe('/community')
    expect(backTo(null, 'https://evil.example/x', host)).toBe('/')
    expect(backTo('/\\evil.example', 'not a url', host)).toBe('/')
    expect(backTo(undefined, null, host)).toBe('/')
  })

  it('keeps the query the page’s own Referer carries, which a form sent without script lacks', () => {
    const from = (path: string) => `${origin}${path}`
    expect(backTo('/lite/search', from('/lite/search?q=water&page=2'), host)).toBe(
      '/lite/search?q=water&page=2',
    )
    expect(backTo('/fr/stories', from('/fr/stories?category=cultural&country=Nigeria'), host)).toBe(
      '/fr/stories?category=cultural&country=Nigeria',
    )
    // Another page's Referer, or the form's own query, leaves the form's path as it is.
    expect(backTo('/latest', from('/stories?page=3'), host)).toBe('/latest')
    expect(backTo('/latest?page=2', from('/latest?page=3'), host)).toBe('/latest?page=2')
    expect(backTo('/latest', 'https://evil.example/latest?page=3', host)).toBe('/latest')
  })
})

describe('inVariant', () => {
  it('is the page’s URL in the chosen variant, from either one', () => {
    expect(inVariant('/stories?category=portrait', 'lite')).toBe('/lite/stories?category=portrait')
    expect(inVariant('/lite/stories?category=portrait', 'full')).toBe('/stories?category=portrait')
    expect(inVariant('/lite', 'full')).toBe('/')
    expect(inVariant('/', 'lite')).toBe('/lite')
    expect(inVariant('/lite/latest', 'lite')).toBe('/lite/latest')
    // In the page's language.
    expect(inVariant('/fr/stories?page=2', 'lite')).toBe('/fr/lite/stories?page=2')
    expect(inVariant('/ar/lite', 'full')).toBe('/ar')
    expect(inVariant('/sw/full/latest', 'full')).toBe('/sw/latest')
    // Not a page of either variant: as it is.
    expect(inVariant('/feed.xml', 'lite')).toBe('/feed.xml')
  })
})

describe('moveToChosenVariant', () => {
  const settings = variantSettings('/studio')
  /** Where a page at `url` sends the reader, or null when it stays. */
  function movedFrom(
    url: string,
    { cookie = '', saveData, old = false }: { cookie?: string; saveData?: boolean; old?: boolean },
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
      // An old WebView's arrays: no methods newer than the full site's scripts need.
      Array: old ? { prototype: { map: [].map } } : Array,
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
  })

  it('keeps the page’s language', () => {
    expect(movedFrom('/fr', { saveData: true })).toBe('/fr/lite')
    expect(movedFrom('/pt/stories/x?a=1', { cookie: 'data-saver=on' })).toBe(
      '/pt/lite/stories/x?a=1',
    )
    expect(movedFrom('/ar/lite', { cookie: 'data-saver=off' })).toBe('/ar')
    expect(movedFrom('/sw/lite/latest', { cookie: 'data-saver=off' })).toBe('/sw/latest')
    expect(movedFrom('/fr/lite/latest', { cookie: 'data-saver=on' })).toBeNull()
    expect(movedFrom('/stories/x', { cookie: 'data-saver=off', saveData: true })).toBeNull()
  })

  it('runs from its inline script’s source', () => {
    let to: string | null = null
    const window: BrowserLike = {
      location: { pathname: '/latest', search: '', hash: '', replace: (t) => (to = String(t)) },
      document: { cookie: 'data-saver=on' },
      navigator: {},
      Array,
    }
    runInNewContext(modeRedirectScript('/studio'), { window })
    expect(to).toBe('/lite/latest')
  })

  it('sends a browser too old for the full site’s scripts to data saver, unless she turned it off', () => {
    expect(movedFrom('/stories?category=portrait', { old: true })).toBe(
      '/lite/stories?category=portrait',
    )
    expect(movedFrom('/ar/latest', { old: true })).toBe('/ar/lite/latest')
    expect(movedFrom('/lite/stories', { old: true })).toBeNull()
    expect(movedFrom('/stories', { old: true, cookie: 'data-saver=off' })).toBeNull()
    expect(movedFrom('/studio', { old: true })).toBeNull()
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

  it('goes back to the Referer’s page on the host the reader asked, whatever port Next listens on', async () => {
    // Behind the front, Next's own URL is its loopback port; the reader's Host is the site's.
    const response = await post('data-saver=on', {
      host: '127.0.0.1:3217',
      referer: 'http://127.0.0.1:3217/latest?page=2',
    })
    expect(response.headers.get('location')).toBe('/lite/latest?page=2')
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
