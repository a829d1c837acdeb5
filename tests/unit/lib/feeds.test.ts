import { describe, expect, it } from 'vitest'

import { jsonFeed, rssFeed, type FeedStory } from '@/lib/feeds'

const story = (n: number, over: Partial<FeedStory> = {}): FeedStory => ({
  _id: `id-${n}`,
  updatedAt: `2026-0${n}-02T10:00:00Z`,
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
    const xml = rssFeed([
      story(2),
      story(1, { storyTeller: { firstName: 'Kofi', lastName: 'Boateng' } }),
    ])
    expect(xml).toContain('<![CDATA[Story <2> & "friends"]]>')
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"')
    expect(xml.match(/<dc:creator>Ama Mensah<\/dc:creator>/g)).toHaveLength(1)
    expect(xml.match(/<dc:creator>Kofi Boateng<\/dc:creator>/g)).toHaveLength(1)
    expect(xml).toContain(`<lastBuildDate>${new Date('2026-02-02T10:00:00Z').toUTCString()}`)
    expect(xml).not.toContain('<author>')
  })
})

describe('jsonFeed', () => {
  it('escapes the HTML body and links the teller’s page', () => {
    const [item] = jsonFeed([story(1, { description: 'A <b>bold</b> & bright day.' })]).items
    expect(item?.content_html).toContain('A &#60;b&#62;bold&#60;/b&#62; &#38; bright day.')
    expect(item?.summary).toBe('A <b>bold</b> & bright day.')
    expect(item?.content_html).toContain('Côte d&#39;Ivoire')
    expect(item?.authors).toEqual([
      { name: 'Ama Mensah', url: expect.stringMatching(/\/people\/ama-mensah$/) },
    ])
    expect(item?.tags).toEqual(['Street', "Côte d'Ivoire"])
  })
})
