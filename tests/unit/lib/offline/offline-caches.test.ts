// What the service worker and the page agree on: what may be kept, and where the offline pages are.
import { isKeepable, isPassThrough, staticFiles } from '@/lib/offline/offline-caches'
import { homeLocale, offlinePagePath, savedPagePath } from '@/lib/offline/offline-paths'

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
  it("are in the page's language, whatever its variant", () => {
    expect(offlinePagePath('/stories/a')).toBe('/offline')
    expect(offlinePagePath('/fr/lite/stories/a')).toBe('/fr/offline')
    expect(offlinePagePath('/ar')).toBe('/ar/offline')
    expect(savedPagePath('sw')).toBe('/sw/saved')
    expect(savedPagePath('en')).toBe('/saved')
  })

  it("knows a language's home page, where the home screen opens", () => {
    expect(homeLocale('/')).toBe('en')
    expect(homeLocale('/fr')).toBe('fr')
    expect(homeLocale('/pt/lite')).toBe('pt')
    expect(homeLocale('/latest')).toBeNull()
    expect(homeLocale('/fr/stories')).toBeNull()
  })
})
