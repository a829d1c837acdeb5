// The getters pages call: what each returns over the embedded source, and how it is tagged.
// Outside a Next build `'use cache'` is inert, so cacheTag/cacheLife are observed as mocks, and
// draft mode (a request's cookie in Next) is a switch the tests flip.
import { stegaClean } from '@sanity/client/stega'
import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'

import { tagsFor } from '@/sanity/tags'
import { fixtureDocuments, PORTRAIT } from '@/tests/support/content-fixture'
import { writeDatasetFile } from '@/tests/support/dataset-file'

vi.mock('next/cache', () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }))
vi.mock('next/server', () => ({ connection: vi.fn(async () => {}) }))
vi.mock('next/headers', () => ({ draftMode: vi.fn() }))

let previewing = false

const dataset = writeDatasetFile(fixtureDocuments)
let content: typeof import('@/sanity/content')

beforeAll(async () => {
  vi.stubEnv('CONTENT_SOURCE', 'local')
  vi.stubEnv('LOCAL_DATASET_PATH', dataset.file)
  // Imported after the settings: the local source reads them when its module loads.
  content = await import('@/sanity/content')
})
afterAll(() => {
  vi.unstubAllEnvs()
  dataset.remove()
})
beforeEach(() => {
  previewing = false
  vi.mocked(cacheTag).mockClear()
  vi.mocked(draftMode).mockReset()
  vi.mocked(draftMode).mockImplementation(async () => ({
    isEnabled: previewing,
    enable: () => {},
    disable: () => {},
  }))
})

/** An English reader reading an English story. */
const ENGLISH = { language: 'en', locale: 'en' } as const

const tagsOfLastCall = () => vi.mocked(cacheTag).mock.calls.at(-1)

describe('content getters', () => {
  it('getStory: the story, tagged by slug and by the documents it shows', async () => {
    const story = await content.getStory('faces-of-accra', ENGLISH)
    expect(story?.title).toBe('Faces of Accra')
    expect(tagsOfLastCall()).toEqual(['story:faces-of-accra', 'category', 'person'])
    expect(await content.getStory('no-such-story', ENGLISH)).toBeNull()
  })

  it('list getters: tagged story, category and person', async () => {
    expect((await content.getStoryListPage({}, 1, 'en')).total).toBe(6)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
    expect(await content.getFeaturedStories('en')).toHaveLength(5)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
    expect(await content.getCategoriesWithStories('en')).toHaveLength(2)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
    expect(
      await content.getRelatedStories(
        { originalSlug: 'faces-of-accra', categoryId: PORTRAIT },
        'en',
      ),
    ).toHaveLength(2)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
  })

  it('getStoryListPage: one page of a filter, newest first; missing filters mean any', async () => {
    const all = await content.getStoryListPage({}, 1, 'en')
    expect(all.total).toBe(6)
    expect(all.stories.map((story) => story.publishedOn)).toEqual(
      all.stories
        .map((story) => story.publishedOn)
        .sort()
        .reverse(),
    )
    expect((await content.getStoryListPage({ country: 'Kenya' }, 1, 'en')).total).toBe(2)
    const both = await content.getStoryListPage({ category: 'portrait', country: 'Ghana' }, 1, 'en')
    expect(both.stories.map((story) => story.country)).toEqual(['Ghana', 'Ghana'])
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
    expect(await content.getStoryListPage({}, 2, 'en')).toEqual({ stories: [], total: 6 })
  })

  it('getStorySlugs and getCategories', async () => {
    expect(await content.getStorySlugs('en')).toContainEqual({ slug: 'desert-salt' })
    expect(tagsOfLastCall()).toEqual(['story'])
    expect((await content.getCategories('en')).map((c) => c.storyCount)).toEqual([0, 3, 3])
    expect(tagsOfLastCall()).toEqual(['category', 'story'])
  })

  it('revalidates hourly, and keeps serving a cached page through an outage', () => {
    expect(cacheLife).toHaveBeenCalledWith({ stale: 300, revalidate: 3600, expire: 2_592_000 })
  })
})

describe('content getters in draft mode (an editor previewing)', () => {
  it('read drafts over published, marked for click-to-edit, bypassing the tagged cache', async () => {
    previewing = true
    const title = (await content.getStory('faces-of-accra', ENGLISH))?.title
    expect(stegaClean(title)).toBe('[Draft] Faces of Accra')
    expect(title).not.toBe(stegaClean(title))
    expect(stegaClean((await content.getStory('unseen-dunes', ENGLISH))?.title)).toBe(
      '[Draft] Unseen Dunes',
    )
    const { stories } = await content.getStoryListPage({}, 1, 'en')
    expect(stories.map((story) => stegaClean(story.title))).toContain('[Draft] Lions at Dawn')
    expect(cacheTag).not.toHaveBeenCalled()
  })

  it('read published content, cached and unmarked, when draft mode is off', async () => {
    expect((await content.getStory('faces-of-accra', ENGLISH))?.title).toBe('Faces of Accra')
    expect(await content.getStory('unseen-dunes', ENGLISH)).toBeNull()
    expect(cacheTag).toHaveBeenCalled()
  })

  it('getStorySlugs: published slugs only, without asking for draft mode (no request at build)', async () => {
    previewing = true
    const slugs = (await content.getStorySlugs('en')).map((story) => story.slug)
    expect(slugs).toContain('faces-of-accra')
    expect(slugs).not.toContain('unseen-dunes')
    expect(draftMode).not.toHaveBeenCalled()
  })
})

describe('a webhook reaches every getter that shows what changed', () => {
  // Getters whose results show category titles and story teller names.
  const showingNames = {
    getStory: () => content.getStory('faces-of-accra', ENGLISH),
    getStoryListPage: () => content.getStoryListPage({}, 1, 'en'),
    getFeaturedStories: () => content.getFeaturedStories('en'),
    getStoryListPage_filtered: () => content.getStoryListPage({ category: 'portrait' }, 1, 'en'),
    getRelatedStories: () =>
      content.getRelatedStories({ originalSlug: 'faces-of-accra', categoryId: PORTRAIT }, 'en'),
    getCategoriesWithStories: () => content.getCategoriesWithStories('en'),
  }

  it.each(Object.entries(showingNames))(
    '%s is revalidated by a category, a story teller and a story change',
    async (_, getter) => {
      await getter()
      const tags = tagsOfLastCall() ?? []
      for (const type of ['category', 'person']) {
        expect(tags).toEqual(expect.arrayContaining(tagsFor({ _type: type })))
      }
      const storyTags = tagsFor({ _type: 'story', slug: 'faces-of-accra' })
      expect(tags.some((tag) => storyTags.includes(tag))).toBe(true)
    },
  )

  it('the category filter names and the story tellers list follow their documents', async () => {
    await content.getCategories('en')
    expect(tagsOfLastCall()).toEqual(expect.arrayContaining(tagsFor({ _type: 'category' })))
    await content.getStoryTellers()
    expect(tagsOfLastCall()).toEqual(expect.arrayContaining(tagsFor({ _type: 'person' })))
    await content.getSiteSettings('en')
    expect(tagsOfLastCall()).toEqual(tagsFor({ _type: 'siteSettings' }))
    await content.getTeamMembers('en')
    expect(tagsOfLastCall()).toEqual(tagsFor({ _type: 'teamMember' }))
  })
})
