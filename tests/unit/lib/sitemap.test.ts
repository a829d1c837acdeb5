import { absoluteUrl } from '@/lib/absolute-url'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import {
  SITEMAP_URLS,
  sitemapChunk,
  sitemapEntries,
  sitemapIds,
  sitemapIndexXml,
} from '@/lib/sitemap'
import { nonEmpty } from '@/tests/support/non-empty'

/**
 * An archive of `count` stories, newest first, each in English and French with 9 photographs:
 * story n was published n hours into 2026, so a larger archive adds newer stories.
 */
function archive(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i
    const day = new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString()
    return {
      slug: `story-${n}`,
      country: 'Ghana',
      updatedAt: day,
      photos: 9,
      versions: [
        { language: 'en' as const, slug: `story-${n}`, updatedAt: day },
        { language: 'fr' as const, slug: `histoire-${n}`, updatedAt: day },
      ],
    }
  })
}

const people = [{ slug: 'ama-mensah', updatedAt: '2026-01-02T00:00:00.000Z' }]

describe('the sitemaps', () => {
  it('split an archive of 5,000 stories into sitemaps of SITEMAP_URLS, each URL once', () => {
    const content = [archive(5_000), people] as const
    const entries = sitemapEntries(...content)
    // 5,000 stories × 2 versions × (the story and its 9 photo pages), and the site's pages.
    expect(entries.length).toBeGreaterThan(100_000)
    const ids = sitemapIds(...content)
    // A story is never split between two sitemaps: each holds up to SITEMAP_URLS.
    expect(ids.length).toBe(Math.ceil(entries.length / (SITEMAP_URLS - 20)))
    const chunks = ids.map(({ id }) => sitemapChunk(id, ...content))
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(SITEMAP_URLS)
    expect(chunks.flat().map((entry) => entry.url)).toEqual(entries.map((entry) => entry.url))
    expect(sitemapChunk(ids.length, ...content)).toEqual([])
  })

  it('put the oldest stories first, so a new story leaves the earlier sitemaps’ stories as they were', () => {
    const before = archive(1_000)
    const after = archive(1_001)
    const ids = sitemapIds(after, people)
    expect(ids.length).toBeGreaterThan(2)
    // (The lists' pages change their date in the first: they show the new story.)
    const stories = (entries: ReturnType<typeof sitemapChunk>) =>
      entries.filter(({ url }) => url.includes('/stories/'))
    for (const { id } of nonEmpty(ids.slice(0, -1))) {
      expect(stories(sitemapChunk(id, after, people))).toEqual(
        stories(sitemapChunk(id, before, people)),
      )
    }
    expect(sitemapChunk(ids.length - 1, after, people).map(({ url }) => url)).toContain(
      absoluteUrl('/stories/story-1001'),
    )
  })

  it('are named by an index with each one’s latest change', () => {
    const entries = sitemapEntries(archive(600), people)
    const ids = sitemapIds(archive(600), people)
    const xml = sitemapIndexXml(ids)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/)
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)).toEqual(
      ids.map(({ id }) => absoluteUrl(`/sitemaps/${id}.xml`)),
    )
    const newest = archive(600)[0]?.updatedAt
    expect(ids.at(-1)?.lastModified).toBe(newest)
    expect(xml).toContain(`<lastmod>${newest}</lastmod>`)
    // Every page in every language: the site's home in each.
    const homes = new RegExp(`^/(?:${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})?$`)
    expect(entries.filter(({ url }) => homes.test(new URL(url).pathname)).length).toBe(
      LOCALES.length,
    )
  })
})
