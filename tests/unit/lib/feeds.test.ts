import { describe, expect, it } from 'vitest'

import { feedImages, jsonFeed, rssFeed, type FeedStory } from '@/lib/feeds'

const story = (n: number, over: Partial<FeedStory> = {}): FeedStory => ({
  _id: `id-${n}`,
  updatedAt: `2026-0${n}-02T10:00:00Z`,
  language: 'en',
  title: `Story <${n}> & "friends"`,
  slug: `story-${n}`,
  description: `What story ${n} shows.`,
  publishedOn: `2026-0${n}-01T08:00:00Z`,
  country: "Côte d'Ivoire",
  category: { title: 'Street' },
  storyTeller: { firstName: 'Ama', lastName: 'Mensah' },
  cover: {
    alt: `Story ${n}`,
    hotspot: null,
    crop: null,
    asset: { _id: `image-cover${n}-1200x800-jpg`, metadata: null },
  },
  ...over,
})

describe('rssFeed', () => {
  it('escapes text, names the teller as dc:creator and dates the channel by its newest change', () => {
    const xml = rssFeed(
      [story(2), story(1, { storyTeller: { firstName: 'Kofi', lastName: 'Boateng' } })],
      'en',
    )
    expect(xml).toContain('<![CDATA[Story <2> & "friends"]]>')
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"')
    expect(xml.match(/<dc:creator>Ama Mensah<\/dc:creator>/g)).toHaveLength(1)
    expect(xml.match(/<dc:creator>Kofi Boateng<\/dc:creator>/g)).toHaveLength(1)
    expect(xml).toContain(`<lastBuildDate>${new Date('2026-02-02T10:00:00Z').toUTCString()}`)
    expect(xml).not.toContain('<author>')
  })

  it('encloses each cover with its true length, and leaves out one whose length is unknown', () => {
    const stories = [story(2), story(1)]
    const [known] = feedImages(stories)
    if (!known) throw new Error('No cover.')
    const xml = rssFeed(stories, 'en', new Map([[known, 48_213]]))
    const enclosures = [...xml.matchAll(/<enclosure [^>]*>/g)].map(([tag]) => tag)
    expect(enclosures).toHaveLength(1)
    expect(enclosures[0]).toContain('length="48213"')
    expect(enclosures[0]).toContain(`url="${known.replaceAll('&', '&amp;')}"`)
    expect(xml).not.toContain('length="0"')
  })
})

describe('jsonFeed', () => {
  it('escapes the HTML body and links the teller’s page', () => {
    const [item] = jsonFeed([story(1, { description: 'A <b>bold</b> & bright day.' })], 'en').items
    expect(item?.content_html).toContain('A &#60;b&#62;bold&#60;/b&#62; &#38; bright day.')
    expect(item?.summary).toBe('A <b>bold</b> & bright day.')
    expect(item?.content_html).toContain('Côte d&#39;Ivoire')
    expect(item?.authors).toEqual([
      { name: 'Ama Mensah', url: expect.stringMatching(/\/people\/ama-mensah$/) },
    ])
    expect(item?.tags).toEqual(['Street', "Côte d'Ivoire"])
  })
})

describe('a feed in another language', () => {
  const stories = [
    story(2, { language: 'fr', title: 'Les pêcheurs', slug: 'les-pecheurs' }),
    story(1),
  ]

  it('links the French pages, in French, and says which items are in English', () => {
    const xml = rssFeed(stories, 'fr')
    expect(xml).toContain('<language>fr</language>')
    expect(xml).toMatch(/<link>[^<]*\/fr\/stories\/les-pecheurs<\/link>/)
    expect(xml).toMatch(/<link>[^<]*\/fr\/stories\/story-1<\/link>/)
    expect(xml).toContain('<dc:language>fr</dc:language>')
    expect(xml).toContain('<dc:language>en</dc:language>')
    expect(xml).toContain('Lire le récit')
    expect(xml).toContain('Récit d’Ama Mensah (Côte d’Ivoire).')
    expect(xml).toMatch(/<atom:link href="[^"]*\/fr\/feed\.xml"/)
  })

  it('names each JSON Feed item’s language', () => {
    const feed = jsonFeed(stories, 'ar')
    expect(feed.language).toBe('ar')
    expect(feed.feed_url).toMatch(/\/ar\/feed\.json$/)
    expect(feed.items.map((item) => item.language)).toEqual(['fr', 'en'])
    expect(feed.items[1]?.url).toMatch(/\/ar\/stories\/story-1$/)
  })
})
