// The getters pages call: what each returns over the embedded source, and how it is tagged.
// Outside a Next build `'use cache'` is inert, so cacheTag/cacheLife are observed as mocks.
import { cacheLife, cacheTag } from 'next/cache'

import { fixtureDocuments } from '@/tests/support/content-fixture'
import { writeDatasetFile } from '@/tests/support/dataset-file'

vi.mock('next/cache', () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }))

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
beforeEach(() => vi.mocked(cacheTag).mockClear())

const tagsOfLastCall = () => vi.mocked(cacheTag).mock.calls.at(-1)

describe('content getters', () => {
  it('getStory: the story, tagged by slug and by the documents it shows', async () => {
    const story = await content.getStory('faces-of-accra')
    expect(story?.title).toBe('Faces of Accra')
    expect(tagsOfLastCall()).toEqual(['story:faces-of-accra', 'category', 'person'])
    expect(await content.getStory('no-such-story')).toBeNull()
  })

  it('list getters: tagged story, category and person', async () => {
    expect(await content.getStories()).toHaveLength(6)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
    expect(await content.getFeaturedStories()).toHaveLength(5)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
    expect(await content.getCategoriesWithStories()).toHaveLength(2)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
    expect(await content.getRelatedStories('faces-of-accra')).toHaveLength(2)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
  })

  it('getFilteredStories: missing filters mean any', async () => {
    expect(await content.getFilteredStories({})).toHaveLength(6)
    expect(await content.getFilteredStories({ country: 'Kenya' })).toHaveLength(2)
    expect(
      await content.getFilteredStories({ category: 'portrait', country: 'Ghana' }),
    ).toHaveLength(2)
    expect(tagsOfLastCall()).toEqual(['story', 'category', 'person'])
  })

  it('getStorySlugs and getCategories', async () => {
    expect(await content.getStorySlugs()).toContainEqual({ slug: 'desert-salt' })
    expect(tagsOfLastCall()).toEqual(['story'])
    expect((await content.getCategories()).map((c) => c.storyCount)).toEqual([0, 3, 3])
    expect(tagsOfLastCall()).toEqual(['category', 'story'])
  })

  it('revalidates hourly, and keeps serving a cached page through an outage', () => {
    expect(cacheLife).toHaveBeenCalledWith({ stale: 300, revalidate: 3600, expire: 2_592_000 })
  })
})
