// The JavaScript budget counts a page's own scripts: those its HTML loads.
import { pageScriptPaths } from '@/tests/perf/lighthouse-figures'

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
