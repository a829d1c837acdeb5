// The byte gate's figures: a page's own scripts (those its HTML loads) and its total.
import { noBytes, pageScriptPaths, totalBytes } from '@/tests/perf/weight-figures'

describe('pageScriptPaths', () => {
  it('lists the paths of the scripts the HTML loads, and nothing else', () => {
    const html =
      '<head><script src="/_next/static/chunks/a.js" async=""></script>' +
      '<link rel="prefetch" href="/_next/static/chunks/b.js"/>' +
      '<script>self.__next_f.push([1,"x"])</script>' +
      '<script src="https://site.test/_next/static/chunks/c.js?v=1&amp;x=2" noModule=""></script></head>'
    expect([...pageScriptPaths(html, 'https://site.test/latest')]).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/c.js',
    ])
  })
})

describe('totalBytes', () => {
  it('sums every kind', () => {
    const bytes = { ...noBytes(), html: 1, css: 2, js: 3, fonts: 4, images: 5, rsc: 6, other: 7 }
    expect(totalBytes({ bytes })).toBe(28)
  })
})
