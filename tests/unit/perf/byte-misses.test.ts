// The byte gate's judgement (`npm run test:bytes`): which budgets a page load misses, named.
import { gzipSync } from 'node:zlib'

import { byteMisses, maxPageBytes, maxScriptBytes } from '@/tests/perf/byte-misses'
import {
  MAX_ARABIC_FONT_BYTES,
  MAX_FONT_BYTES,
  MAX_PAGE_BYTES,
  MAX_REQUESTS,
  MAX_SAVER_HOME_BYTES,
  MAX_SAVER_PAGE_BYTES,
  MAX_SAVER_SCRIPT_BYTES,
} from '@/tests/perf/budgets'
import { HEAVIER_SCRIPT_BYTES, heavierScript } from '@/tests/perf/heavier-site'
import { noBytes, totalBytes, type PageWeight } from '@/tests/perf/weight-figures'

const BARE_SCRIPT = 100_000
const story = { label: 'story', name: 'story', locale: 'en', mode: 'full' } as const

/** A story page exactly on every budget. */
const within: PageWeight = {
  bytes: {
    ...noBytes(),
    js: maxScriptBytes(BARE_SCRIPT),
    fonts: MAX_FONT_BYTES,
    images: MAX_PAGE_BYTES.story - maxScriptBytes(BARE_SCRIPT) - MAX_FONT_BYTES,
  },
  pageScriptBytes: maxScriptBytes(BARE_SCRIPT),
  scripts: ['/_next/static/chunks/a.js'],
  requests: MAX_REQUESTS.full,
  otherHosts: [],
  failed: [],
  unusedFonts: [],
}

describe('byteMisses', () => {
  it('passes a page exactly on its budgets', () => {
    expect(totalBytes(within)).toBe(MAX_PAGE_BYTES.story)
    expect(byteMisses(story, within, BARE_SCRIPT)).toEqual([])
  })

  it('names the page and each figure over budget', () => {
    const heavier: PageWeight = {
      bytes: { ...within.bytes, fonts: within.bytes.fonts + 1 },
      pageScriptBytes: within.pageScriptBytes + 1,
      scripts: within.scripts,
      requests: within.requests + 1,
      otherHosts: ['https://fonts.example'],
      failed: ['http://127.0.0.1:1/a.jpg (net::ERR_FAILED)'],
      unusedFonts: ['http://127.0.0.1:1/_next/static/media/a.woff2'],
    }
    expect(byteMisses(story, heavier, BARE_SCRIPT)).toEqual([
      'story: bytes 450.0 kB > 450.0 kB',
      expect.stringMatching(/^story: JavaScript [\d.]+ kB > [\d.]+× the bare page's 100\.0 kB/),
      'story: fonts 20.0 kB > 20.0 kB',
      `story: ${MAX_REQUESTS.full + 1} requests > ${MAX_REQUESTS.full}`,
      'story: a request to https://fonts.example',
      'story: a request failed: http://127.0.0.1:1/a.jpg (net::ERR_FAILED)',
      'story: a web font no text uses: /_next/static/media/a.woff2',
    ])
  })

  it('moves the JavaScript budget with the bare page: a heavier Next moves both', () => {
    const bigger = { ...within, pageScriptBytes: maxScriptBytes(BARE_SCRIPT) * 1.2 }
    expect(byteMisses(story, bigger, BARE_SCRIPT)).toHaveLength(1)
    expect(byteMisses(story, bigger, BARE_SCRIPT * 1.2)).toEqual([])
  })

  it('lets an Arabic page, and only an Arabic page, load the Arabic heading font', () => {
    const withArabic: PageWeight = {
      ...within,
      bytes: { ...within.bytes, fonts: MAX_FONT_BYTES + MAX_ARABIC_FONT_BYTES },
    }
    expect(
      byteMisses({ ...story, label: 'ar story', locale: 'ar' }, withArabic, BARE_SCRIPT),
    ).toEqual([])
    expect(
      byteMisses({ ...story, label: 'fr story', locale: 'fr' }, withArabic, BARE_SCRIPT),
    ).toEqual(['fr story: bytes 510.0 kB > 450.0 kB', 'fr story: fonts 80.0 kB > 20.0 kB'])
  })

  it("holds data saver's pages to its own budgets, whatever the page", () => {
    const lite = { ...story, label: 'story (lite)', mode: 'lite' } as const
    expect(maxPageBytes(lite)).toBe(MAX_SAVER_PAGE_BYTES)
    expect(maxPageBytes({ ...lite, name: '/' })).toBe(MAX_SAVER_HOME_BYTES)
    expect(maxPageBytes({ ...lite, name: 'saved' })).toBe(MAX_SAVER_PAGE_BYTES)
    const light: PageWeight = {
      ...within,
      bytes: { ...noBytes(), html: MAX_SAVER_PAGE_BYTES - 3000, js: 3000 },
      scripts: ['/ruum-lite.0123abcd.js'],
      requests: MAX_REQUESTS.lite,
    }
    expect(byteMisses(lite, light, BARE_SCRIPT)).toEqual([])
    expect(
      byteMisses(
        lite,
        { ...light, bytes: { ...light.bytes, images: 1 }, requests: MAX_REQUESTS.lite + 1 },
        BARE_SCRIPT,
      ),
    ).toHaveLength(2)
  })

  it('allows data saver its one small script of our own and no framework, and no web font', () => {
    const lite = { ...story, label: 'story (lite)', mode: 'lite' } as const
    const framework: PageWeight = {
      ...within,
      bytes: { ...noBytes(), html: 10_000, js: MAX_SAVER_SCRIPT_BYTES + 1, fonts: 20_000 },
      scripts: ['/ruum-lite.0123abcd.js', '/_next/static/chunks/main.js'],
      requests: 5,
    }
    expect(byteMisses(lite, framework, BARE_SCRIPT)).toEqual([
      'story (lite): a script on data saver: /_next/static/chunks/main.js',
      `story (lite): JavaScript ${(MAX_SAVER_SCRIPT_BYTES / 1000 + 0.001).toFixed(1)} kB > ${(MAX_SAVER_SCRIPT_BYTES / 1000).toFixed(1)} kB`,
      'story (lite): a web font on data saver (20.0 kB)',
    ])
  })
})

describe('heavierScript', () => {
  it('weighs its size over the wire, compressed or not', () => {
    const script = heavierScript(HEAVIER_SCRIPT_BYTES)
    expect(Buffer.byteLength(script)).toBe(HEAVIER_SCRIPT_BYTES)
    expect(gzipSync(script).length).toBeGreaterThan(0.7 * HEAVIER_SCRIPT_BYTES)
    expect(() => new Function(script)).not.toThrow()
  })
})
