// What the service worker and the page agree on: what may be kept, and where the offline pages are.
import { isKeepable, isPassThrough, staticFiles } from '@/lib/offline/offline-caches'
import {
  homeVariant,
  offlinePagePath,
  otherVariantPath,
  savedPagePath,
} from '@/lib/offline/offline-paths'

const response = (status: number, cacheControl?: string) =>
  new Response('x', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} })

describe('isKeepable', () => {
  it('keeps a whole, successful answer the server lets any cache keep', () => {
    expect(isKeepable(response(200))).toBe(true)
    expect(isKeepable(response(200, 's-maxage=31536000, stale-while-revalidate'))).toBe(true)
  })

  it("never keeps draft mode's private, no-store answers, nor errors and partial answers", () => {
    expect(isKeepable(response(200, 'private, no-cache, no-store, max-age=0'))).toBe(false)
    expect(isKeepable(response(200, 'no-store'))).toBe(false)
    expect(isKeepable(response(404))).toBe(false)
    expect(isKeepable(response(206))).toBe(false)
  })

  it('never keeps a followed redirect: a page load refuses it (data saver sent /saved on)', () => {
    const redirected = response(200)
    Object.defineProperty(redirected, 'redirected', { value: true })
    expect(isKeepable(redirected)).toBe(false)
  })
})

describe('staticFiles', () => {
  it("lists the build files a page's HTML names, once each, also inside its inline payload", () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
      '<script src="/_next/static/chunks/b.js" async></script>' +
      '<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/c.js\\"]"])</script>' +
      '<script src="/_next/static/chunks/b.js"></script>'
    expect(staticFiles(html)).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ])
  })
})

describe('isPassThrough', () => {
  it('leaves the Studio and the API to the network', () => {
    expect(isPassThrough('/studio')).toBe(true)
    expect(isPassThrough('/studio/structure')).toBe(true)
    expect(isPassThrough('/api/draft-mode/enable')).toBe(true)
    expect(isPassThrough('/stories/studio-days')).toBe(false)
    expect(isPassThrough('/studios')).toBe(false)
  })
})

describe('the offline pages', () => {
  it("are in the page's language and variant", () => {
    expect(offlinePagePath('/stories/a')).toBe('/offline')
    // In the variant the reader uses: with data saver on, the full page is a redirect to this.
    expect(offlinePagePath('/fr/lite/stories/a')).toBe('/fr/lite/offline')
    expect(offlinePagePath('/ar')).toBe('/ar/offline')
    expect(savedPagePath('sw')).toBe('/sw/saved')
    expect(savedPagePath('en')).toBe('/saved')
    expect(savedPagePath('fr', 'lite')).toBe('/fr/lite/saved')
    expect(otherVariantPath('/fr/saved')).toBe('/fr/lite/saved')
    expect(otherVariantPath('/lite/stories/a')).toBe('/stories/a')
    expect(otherVariantPath('/ar')).toBe('/ar/lite')
  })

  it("knows a language's home page, where the home screen opens", () => {
    expect(homeVariant('/')).toEqual({ locale: 'en', mode: 'full' })
    expect(homeVariant('/fr')).toEqual({ locale: 'fr', mode: 'full' })
    expect(homeVariant('/pt/lite')).toEqual({ locale: 'pt', mode: 'lite' })
    expect(homeVariant('/latest')).toBeNull()
    expect(homeVariant('/fr/stories')).toBeNull()
  })
})
