// The getters pages call: what each returns over the embedded source, and when what they return
// changes. Outside a Next build `'use cache'` is inert, so Next's data cache is played by a model
// (tests/support/data-cache-model.ts) fed by the getters' own cacheTag and cacheLife; a publish is
// an edit of the dataset file and Sanity's signed webhook through the route's own handler. Draft
// mode (a request's cookie in Next) is a switch the tests flip.
import { stegaClean } from '@sanity/client/stega'
import { renameSync, readFileSync, writeFileSync } from 'node:fs'
import { draftMode } from 'next/headers'

import { parseNdjson, toNdjson } from '@/sanity/local/local-index'
import { handleRevalidateWebhook } from '@/sanity/revalidate'
import { fixtureDocuments, PORTRAIT } from '@/tests/support/content-fixture'
import { writeDatasetFile } from '@/tests/support/dataset-file'
import { webhookRequest } from '@/tests/support/webhook'

const cache = await vi.hoisted(async () =>
  (await import('@/tests/support/data-cache-model')).createDataCache(),
)
vi.mock('next/cache', () => cache.nextCache)
vi.mock('@/sanity/source', async (importOriginal) => {
  const source = await importOriginal<typeof import('@/sanity/source')>()
  return { ...source, fetchPublished: cache.wrap(source.fetchPublished) }
})
vi.mock('next/server', () => ({ connection: vi.fn(async () => {}) }))
vi.mock('next/headers', () => ({ draftMode: vi.fn() }))

/** The request being rendered: in draft mode or not; none at all at build (generateStaticParams). */
let request: { previewing: boolean } | undefined

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
  request = { previewing: false }
  vi.mocked(draftMode).mockImplementation(async () => {
    // As Next: draft mode is a request's, and asking for it outside one throws.
    if (!request) throw new Error('`draftMode` was called outside a request scope.')
    return { isEnabled: request.previewing, enable: () => {}, disable: () => {} }
  })
})
afterEach(() => {
  vi.useRealTimers()
  writeFileSync(dataset.file, toNdjson(fixtureDocuments))
  cache.clear()
})

/** An English reader reading an English story. */
const ENGLISH = { language: 'en', locale: 'en' } as const

type Doc = Record<string, unknown> & { _id: string }

/** An editor's publish (or edit of a draft): the dataset file as it is afterwards. */
function edit(change: (doc: Doc) => Doc, added: Doc[] = []) {
  const docs = parseNdjson(readFileSync(dataset.file, 'utf8')) as Doc[]
  writeFileSync(dataset.file, toNdjson([...docs.map(change), ...added]))
}
const retitle = (id: string, title: string) =>
  edit((doc) => (doc._id === id ? { ...doc, title } : doc))

const SECRET = 'the-webhook-secret'

/** Sanity's webhook for a published change, through POST /api/revalidate's own handler. */
async function webhook(projection: Record<string, unknown>) {
  const { body, headers } = await webhookRequest(projection, { secret: SECRET })
  const response = await handleRevalidateWebhook(
    new Request('http://127.0.0.1/api/revalidate', { method: 'POST', body, headers }),
    { secret: SECRET, now: Date.now(), revalidate: (tag) => cache.revalidateTag(tag) },
  )
  expect(response.status).toBe(200)
}

const FACES = 'story000001'
const HARBOUR = 'story000005'
const AMA = 'person-ama'
const KOFI = 'person-kofi'

describe('content getters', () => {
  it('getStory: the story at a slug, or null', async () => {
    const story = await content.getStory('faces-of-accra', ENGLISH)
    expect(story?.title).toBe('Faces of Accra')
    expect(await content.getStory('no-such-story', ENGLISH)).toBeNull()
  })

  it('list getters: the published stories, the featured ones, categories with stories, related', async () => {
    expect((await content.getStoryListPage({}, 1, 'en')).total).toBe(6)
    expect(await content.getFeaturedStories('en')).toHaveLength(5)
    expect(await content.getCategoriesWithStories('en')).toHaveLength(2)
    const related = await content.getRelatedStories(
      { originalSlug: 'faces-of-accra', categoryId: PORTRAIT },
      'en',
    )
    expect(related.map((story) => story.title).sort()).toEqual(['Harbour Light', 'Market Mothers'])
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
    expect(await content.getStoryListPage({}, 2, 'en')).toEqual({ stories: [], total: 6 })
  })

  it('getNewestStorySlugs and getCategories', async () => {
    expect(await content.getNewestStorySlugs('en', 100)).toContainEqual({ slug: 'desert-salt' })
    expect((await content.getCategories('en')).map((c) => c.storyCount)).toEqual([0, 3, 3])
  })

  it('shows an edit within the hour without a webhook, and its last content through an outage of up to 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const at = (minutes: number) => vi.setSystemTime(start + minutes * 60_000)
    const title = async () => (await content.getStory('faces-of-accra', ENGLISH))?.title
    expect(await title()).toBe('Faces of Accra')
    retitle(FACES, 'Faces of Accra, Retold')
    at(59)
    expect(await title()).toBe('Faces of Accra')
    at(61)
    expect(await title()).toBe('Faces of Accra, Retold')

    // The content source goes away: an hour on, and for days, the last content is served.
    renameSync(dataset.file, `${dataset.file}.away`)
    onTestFinished(() => renameSync(`${dataset.file}.away`, dataset.file))
    at(61 + 61)
    expect(await title()).toBe('Faces of Accra, Retold')
    at(29 * 24 * 60)
    expect(await title()).toBe('Faces of Accra, Retold')
    // Past 30 days a reader waits for fresh content, and the outage shows.
    at(61 + 30 * 24 * 60)
    await expect(title()).rejects.toThrow(/dataset is missing/)
  })
})

describe('content getters in draft mode (an editor previewing)', () => {
  it('read drafts over published, marked for click-to-edit, each edit at once', async () => {
    request = { previewing: true }
    const title = (await content.getStory('faces-of-accra', ENGLISH))?.title
    expect(stegaClean(title)).toBe('[Draft] Faces of Accra')
    expect(title).not.toBe(stegaClean(title))
    expect(stegaClean((await content.getStory('unseen-dunes', ENGLISH))?.title)).toBe(
      '[Draft] Unseen Dunes',
    )
    const { stories } = await content.getStoryListPage({}, 1, 'en')
    expect(stories.map((story) => stegaClean(story.title))).toContain('[Draft] Lions at Dawn')
    // The editor types on: the preview shows it with no publish and no webhook.
    retitle(`drafts.${FACES}`, '[Draft] Faces of Accra, Retold')
    expect(stegaClean((await content.getStory('faces-of-accra', ENGLISH))?.title)).toBe(
      '[Draft] Faces of Accra, Retold',
    )
  })

  it('read published content, unmarked and cached until a webhook, when draft mode is off', async () => {
    const title = async () => (await content.getStory('faces-of-accra', ENGLISH))?.title
    expect(await title()).toBe('Faces of Accra')
    expect(await content.getStory('unseen-dunes', ENGLISH)).toBeNull()
    retitle(FACES, 'Faces of Accra, Retold')
    expect(await title()).toBe('Faces of Accra')
    await webhook({ _type: 'story', _id: FACES, slug: 'faces-of-accra' })
    expect(await title()).toBe('Faces of Accra, Retold')
  })

  it('getNewestStorySlugs: published slugs only, outside any request (as at build)', async () => {
    request = undefined
    await expect(content.getStory('faces-of-accra', ENGLISH)).rejects.toThrow(/request scope/)
    const slugs = (await content.getNewestStorySlugs('en', 100)).map((story) => story.slug)
    expect(slugs).toContain('faces-of-accra')
    expect(slugs).not.toContain('unseen-dunes')
  })
})

describe('a webhook refreshes every getter that shows what changed, and only after it', () => {
  /** A publish: the edit, the webhook Sanity sends for it, and a word only the new version has. */
  type Change = { publish: () => void; projection: Record<string, unknown>; shows: string }

  const categoryRenamed: Change = {
    publish: () => retitle(PORTRAIT, 'Documentary'),
    projection: { _type: 'category', _id: PORTRAIT, slug: 'portrait' },
    shows: 'Documentary',
  }
  const personRenamed = (id: string): Change => ({
    publish: () => edit((doc) => (doc._id === id ? { ...doc, lastName: 'Owusu-Ansah' } : doc)),
    projection: { _type: 'person', _id: id },
    shows: 'Owusu-Ansah',
  })
  const storyRetitled = (id: string, slug: string): Change => ({
    publish: () => retitle(id, 'Retold in the Evening'),
    projection: { _type: 'story', _id: id, slug },
    shows: 'Retold in the Evening',
  })
  const faces = storyRetitled(FACES, 'faces-of-accra')
  const harbour = storyRetitled(HARBOUR, 'harbour-light')
  const siteSettingsAdded: Change = {
    publish: () =>
      edit((doc) => doc, [{ _id: 'siteSettings', _type: 'siteSettings', communityName: 'Ruum' }]),
    projection: { _type: 'siteSettings', _id: 'siteSettings' },
    shows: 'Ruum',
  }
  const teamMemberAdded: Change = {
    publish: () =>
      edit(
        (doc) => doc,
        [{ _id: 'member-1', _type: 'teamMember', firstName: 'Esi', lastName: 'Quaye', order: 1 }],
      ),
    projection: { _type: 'teamMember', _id: 'member-1' },
    shows: 'Quaye',
  }

  const read = {
    getStory: () => content.getStory('faces-of-accra', ENGLISH),
    getStoryListPage: () => content.getStoryListPage({}, 1, 'en'),
    getStoryListPage_filtered: () => content.getStoryListPage({ category: 'portrait' }, 1, 'en'),
    getFeaturedStories: () => content.getFeaturedStories('en'),
    getRelatedStories: () =>
      content.getRelatedStories({ originalSlug: 'faces-of-accra', categoryId: PORTRAIT }, 'en'),
    getCategoriesWithStories: () => content.getCategoriesWithStories('en'),
    getCategories: () => content.getCategories('en'),
    getStoryTellers: () => content.getStoryTellers(),
    getSiteSettings: () => content.getSiteSettings('en'),
    getTeamMembers: () => content.getTeamMembers('en'),
  }

  const cases: Array<[keyof typeof read, string, Change]> = [
    ['getStory', 'its category renamed', categoryRenamed],
    ['getStory', 'its story teller renamed', personRenamed(AMA)],
    ['getStory', 'the story retitled', faces],
    ...(['getStoryListPage', 'getStoryListPage_filtered', 'getFeaturedStories'] as const).flatMap(
      (getter): Array<[keyof typeof read, string, Change]> => [
        [getter, 'a category renamed', categoryRenamed],
        [getter, 'a story teller renamed', personRenamed(AMA)],
        [getter, 'a story retitled', harbour],
      ],
    ),
    ['getRelatedStories', 'their category renamed', categoryRenamed],
    ['getRelatedStories', 'a story teller renamed', personRenamed(KOFI)],
    ['getRelatedStories', 'a story retitled', harbour],
    ['getCategoriesWithStories', 'a category renamed', categoryRenamed],
    ['getCategoriesWithStories', 'a story teller renamed', personRenamed(AMA)],
    ['getCategoriesWithStories', 'a story retitled', harbour],
    ['getCategories', 'a category renamed', categoryRenamed],
    ['getStoryTellers', 'a story teller renamed', personRenamed(AMA)],
    ['getSiteSettings', 'the site settings published', siteSettingsAdded],
    ['getTeamMembers', 'a team member published', teamMemberAdded],
  ]

  it.each(cases)('%s shows %s', async (getter, _what, change) => {
    const before = JSON.stringify(await read[getter]())
    expect(before).not.toContain(change.shows)
    change.publish()
    // Published, not yet announced: the cached result stands.
    expect(JSON.stringify(await read[getter]())).toBe(before)
    await webhook(change.projection)
    expect(JSON.stringify(await read[getter]())).toContain(change.shows)
  })

  it("one story's publish leaves another story's page in the cache", async () => {
    const faces = async () => (await content.getStory('faces-of-accra', ENGLISH))?.title
    expect(await faces()).toBe('Faces of Accra')
    // Edited in the file, but not published through a webhook...
    retitle(FACES, 'Faces of Accra, Retold')
    // ...while another story is: its page refreshes, Faces of Accra's does not.
    harbour.publish()
    await webhook(harbour.projection)
    expect((await content.getStory('harbour-light', ENGLISH))?.title).toBe(harbour.shows)
    expect(await faces()).toBe('Faces of Accra')
  })
})
