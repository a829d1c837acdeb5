// The feeds, the sitemap and robots.txt, as a feed reader and a crawler read them, against the
// dataset the site serves.
import { expect, test } from '@playwright/test'
import Parser from 'rss-parser'

import { absoluteUrl } from '@/lib/absolute-url'
import { isCountry } from '@/lib/lists/countries'
import { FEED_STORY_LIMIT } from '@/sanity/queries'

import { publishedStories, readDataset, unpublishedStories } from '@/tests/support/dataset'
import { countryPath } from '@/lib/routes'
import { SITEMAP_URLS } from '@/lib/sitemap'
import { readSitemaps } from '@/tests/support/sitemaps'
import { nonEmpty } from '@/tests/support/non-empty'

const newest = () => publishedStories().slice(0, FEED_STORY_LIMIT)
/** The story teller's full name, from the dataset's person document. */
function tellerOf(story: ReturnType<typeof publishedStories>[number]): string {
  const person = readDataset().find((doc) => doc._id === story.storyTeller._ref)
  if (!person || person._type !== 'person') throw new Error(`No teller for ${story.title}`)
  return `${person.firstName} ${person.lastName}`
}

test('/feed.xml is RSS 2.0 of the 20 newest stories, with cover, teller and dates @any-screen', async ({
  request,
}) => {
  const response = await request.get('/feed.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/)
  const feed = await new Parser({ customFields: { item: ['dc:creator'] } }).parseString(xml)
  expect(feed.title).toBe('The Ruum Africa')
  expect(feed.link).toBe(absoluteUrl('/'))
  const stories = newest()
  expect(feed.items.map((item) => item.title)).toEqual(stories.map((story) => story.title))
  for (const [index, item] of nonEmpty(feed.items.entries())) {
    const story = stories[index]
    if (!story) throw new Error('More items than stories')
    expect(item.link).toBe(absoluteUrl(`/stories/${story.slug.current}`))
    expect(item.guid).toBe(item.link)
    // RFC 822 dates, as RSS 2.0 requires.
    expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    // To the second, as RFC 822 writes it.
    expect(new Date(item.pubDate ?? '').getTime()).toBe(
      Math.floor(new Date(story.publishedOn).getTime() / 1000) * 1000,
    )
    // The cover's file, with its true length (RSS asks for it; 0 was a guess).
    const enclosure = item.enclosure?.url ?? ''
    expect(enclosure).toMatch(/^https?:\/\//)
    const file = await request.get(new URL(enclosure).pathname + new URL(enclosure).search)
    expect(file.status()).toBe(200)
    expect(Number(item.enclosure?.length)).toBe((await file.body()).byteLength)
    expect(item['dc:creator']).toBe(tellerOf(story))
    expect(item.content).toContain(story.description.slice(0, 20))
  }
})

test('a feed reader polling the feeds gets a 304 while its copy is current @any-screen', async ({
  request,
}) => {
  for (const path of ['/feed.xml', '/feed.json']) {
    const first = await request.get(path)
    const { etag, 'last-modified': lastModified } = first.headers()
    expect(etag, path).toMatch(/^"[\w-]+"$/)
    expect(new Date(lastModified ?? '').getTime(), path).toBeGreaterThan(0)
    const conditions: Record<string, string>[] = [
      { 'if-none-match': etag ?? '' },
      { 'if-modified-since': lastModified ?? '' },
    ]
    for (const headers of conditions) {
      const again = await request.get(path, { headers })
      expect(again.status(), `${path} ${JSON.stringify(headers)}`).toBe(304)
      expect((await again.body()).length).toBe(0)
    }
    const changed = await request.get(path, { headers: { 'if-none-match': '"an-older-feed"' } })
    expect(changed.status()).toBe(200)
    expect(await changed.text()).toBe(await first.text())
  }
})

test("the feed's enclosures are served as the type they are given @any-screen", async ({
  request,
}) => {
  const feed = await new Parser().parseString(await (await request.get('/feed.xml')).text())
  expect(feed.items.length).toBeGreaterThan(0)
  for (const item of nonEmpty(feed.items.slice(0, 3))) {
    const url = new URL(item.enclosure?.url ?? '')
    // As a browser asks (WebP and AVIF welcome): the answer is still what the feed says.
    const served = await request.get(`${url.pathname}${url.search}`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe(item.enclosure?.type)
    expect(item.enclosure?.type).toBe('image/jpeg')
  }
})

test('/feed.json is a JSON Feed 1.1 of the same stories @any-screen', async ({ request }) => {
  const response = await request.get('/feed.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/feed+json')
  const feed = await response.json()
  // The spec's required and recommended top-level fields.
  expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
  expect(feed.title).toBe('The Ruum Africa')
  expect(feed.home_page_url).toBe(absoluteUrl('/'))
  expect(feed.feed_url).toBe(absoluteUrl('/feed.json'))
  const stories = newest()
  expect(feed.items).toHaveLength(stories.length)
  for (const [index, item] of feed.items.entries()) {
    const story = stories[index]
    if (!story) throw new Error('More items than stories')
    // Each item needs an id and content_html or content_text; 1.1 has `authors`, not `author`.
    expect(item.id).toBe(absoluteUrl(`/stories/${story.slug.current}`))
    expect(typeof item.content_html).toBe('string')
    expect(item.title).toBe(story.title)
    expect(item.image).toMatch(/^https?:\/\//)
    expect(item.authors?.[0]?.name).toBe(tellerOf(story))
    expect(item.authors?.[0]?.url).toMatch(/\/people\/[a-z0-9-]+$/)
    expect(item.author).toBeUndefined()
    expect(new Date(item.date_published).toISOString()).toBe(item.date_published)
  }
})

test('every page links both feeds from its head @any-screen', async ({ page }) => {
  for (const path of ['/', '/stories', `/stories/${publishedStories()[0]?.slug.current}`]) {
    await page.goto(path)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/feed\.xml$/,
    )
    await expect(
      page.locator('link[rel="alternate"][type="application/feed+json"]'),
    ).toHaveAttribute('href', /\/feed\.json$/)
  }
})

test('/sitemap.xml names sitemaps that list every published story, country and static page, and no draft @any-screen', async ({
  request,
}) => {
  const { indexXml, sitemaps, xml, urls } = await readSitemaps(request)
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect(sitemaps.length).toBeGreaterThan(0)
  expect(sitemaps.every((url) => /\/sitemaps\/\d+\.xml$/.test(url))).toBe(true)
  // Each far under the format's 50,000 URLs, and no URL in two of them.
  expect(urls.length).toBeLessThanOrEqual(sitemaps.length * SITEMAP_URLS)
  expect(new Set(urls).size).toBe(urls.length)
  for (const story of nonEmpty(publishedStories())) {
    expect(urls).toContain(absoluteUrl(`/stories/${story.slug.current}`))
  }
  // A draft of a published story shares its slug; a draft-only story must not appear.
  const draftOnly = unpublishedStories().filter(
    (story) => !publishedStories().some((p) => p.slug.current === story.slug.current),
  )
  expect(draftOnly.length).toBeGreaterThan(0)
  for (const story of draftOnly) {
    expect(urls).not.toContain(absoluteUrl(`/stories/${story.slug.current}`))
  }
  const countries = [...new Set(publishedStories().map((story) => story.country))]
  expect(countries.filter((country) => !isCountry(country))).toEqual([])
  for (const country of nonEmpty(countries.filter(isCountry))) {
    expect(urls).toContain(absoluteUrl(countryPath(country)))
  }
  for (const path of ['/', '/latest', '/stories', '/countries', '/community', '/theruumafrica']) {
    expect(urls).toContain(absoluteUrl(path))
  }
  expect(urls.some((url) => /\/people\/[a-z0-9-]+$/.test(url))).toBe(true)
  // Every URL is on SITE_URL, whatever Host the request named.
  expect([...urls, ...sitemaps].every((url) => url.startsWith(absoluteUrl('/')))).toBe(true)
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/)
  expect(indexXml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/)
  // A sitemap the index does not name is a 404.
  expect((await request.get(`/sitemaps/${sitemaps.length}.xml`)).status()).toBe(404)
})

test('/robots.txt points to the sitemap and keeps the Studio, the API and search out @any-screen', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  for (const path of ['/studio', '/api/', '/search']) expect(text).toContain(`Disallow: ${path}`)
})
