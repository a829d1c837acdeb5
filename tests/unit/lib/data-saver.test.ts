// Data saver mode: which variant a request gets (lib/data-saver.ts) and the header toggle's
// route (lib/data-saver-toggle.ts): the cookie it sets and where it sends the reader back.
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { DATA_SAVER_COOKIE, modePath, pageModeFor, splitModePath } from '@/lib/data-saver'
import { backTo, dataSaverCookie, handleDataSaverToggle } from '@/lib/data-saver-toggle'
import { isSitePage, SITE_FILES } from '@/lib/routes'

describe('pageModeFor', () => {
  it('follows Save-Data: on unless the reader chose otherwise', () => {
    expect(pageModeFor({ saveData: null, cookie: undefined })).toBe('full')
    expect(pageModeFor({ saveData: 'on', cookie: undefined })).toBe('saver')
    expect(pageModeFor({ saveData: ' On ', cookie: undefined })).toBe('saver')
    expect(pageModeFor({ saveData: 'off', cookie: undefined })).toBe('full')
    expect(pageModeFor({ saveData: 'on', cookie: 'off' })).toBe('full')
    expect(pageModeFor({ saveData: null, cookie: 'on' })).toBe('saver')
    // A cookie the toggle never sets changes nothing.
    expect(pageModeFor({ saveData: 'on', cookie: 'maybe' })).toBe('saver')
    expect(pageModeFor({ saveData: null, cookie: 'maybe' })).toBe('full')
  })
})

describe('variant paths', () => {
  it('puts a page in its variant and reads it back', () => {
    expect(modePath('saver', '/')).toBe('/saver')
    expect(modePath('full', '/stories/x')).toBe('/full/stories/x')
    expect(splitModePath('/saver/stories/x')).toEqual({ mode: 'saver', pathname: '/stories/x' })
    expect(splitModePath('/full')).toEqual({ mode: 'full', pathname: '/' })
    expect(splitModePath('/stories/x')).toEqual({ mode: undefined, pathname: '/stories/x' })
    expect(splitModePath('/saverx/y')).toEqual({ mode: undefined, pathname: '/saverx/y' })
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
  it('lasts a year on every path, Lax, out of reach of scripts', () => {
    expect(dataSaverCookie('on')).toBe(
      `${DATA_SAVER_COOKIE}=on; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
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

describe('handleDataSaverToggle', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    handleDataSaverToggle(
      new Request('http://127.0.0.1:3000/api/data-saver', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      }),
    )

  it('sets the cookie and sends the reader back with a GET', async () => {
    const response = await post('data-saver=on&redirect=%2Fstories%2Fa-b')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/stories/a-b')
    expect(response.headers.get('set-cookie')).toBe(dataSaverCookie('on'))
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('turns it off too, and never leaves the site', async () => {
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
