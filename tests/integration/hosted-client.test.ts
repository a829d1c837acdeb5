// The real @sanity/client, configured as the site configures it, over real HTTP against a local
// stand-in for Sanity's query API (tests/support/sanity-api-server.ts).
import type { SanityClient } from '@sanity/client'
import { getPublishedId, isDraftId } from '@sanity/client/csm'

import { createSanityClient } from '@/sanity/hosted/client'
import { createDraftClient, MISSING_READ_TOKEN } from '@/sanity/hosted/draft-client'
import { readEnv } from '@/lib/settings'
import { createLocalSource } from '@/sanity/local/local-source'
import { categoriesQuery, storiesQuery, storyQuery } from '@/sanity/queries'
import { generateSampleDataset } from '@/sanity/sample/generate'
import type { StoriesQueryResult } from '@/sanity.types'
import { writeDatasetFile } from '@/tests/support/dataset-file'
import { queryCases } from '@/tests/support/query-cases'
import { startSanityApiServer, type SanityApiServer } from '@/tests/support/sanity-api-server'
import { nonEmpty } from '@/tests/support/non-empty'

// The embedded sample dataset itself, drafts and release versions included.
const documents = generateSampleDataset()
const settings = readEnv({ CONTENT_SOURCE: 'sanity', NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123' })

let server: SanityApiServer
let client: SanityClient
let expectedStories: StoriesQueryResult
const dataset = writeDatasetFile(documents)
const local = createLocalSource({ datasetPath: dataset.file })

beforeAll(async () => {
  expectedStories = await local.fetch(storiesQuery, { locale: 'en' })
  server = await startSanityApiServer({ documents })
  // Only the host and the wait between retries differ from production: retries take ms, not s.
  client = createSanityClient(
    { apiHost: server.url, useProjectHostname: false, retryDelay: () => 5 },
    settings,
  )
})
afterAll(async () => {
  await server.close()
  dataset.remove()
})
beforeEach(() => {
  server.requests.length = 0
})

describe('hosted client: the query API', () => {
  it('sends GET /v2025-06-18/data/query/production with the published perspective, no token', async () => {
    const slug = expectedStories[0]?.slug ?? ''
    expect(await client.fetch(storyQuery, { slug, language: 'en', locale: 'en' })).toMatchObject({
      slug,
    })
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/v2025-06-18/data/query/production')
    expect(request?.search.get('perspective')).toBe('published')
    expect(request?.search.get('query')).toBe(storyQuery)
    expect(request?.search.get('$slug')).toBe(JSON.stringify(slug))
    expect(request?.headers.authorization).toBeUndefined()
  })

  it('returns what the local source returns, for every query the site runs', async () => {
    const stories = await local.fetch(storiesQuery, { locale: 'en' })
    const cases = queryCases({
      slugs: stories.map((story) => story.slug),
      categories: (await local.fetch(categoriesQuery)).map((category) => category.slug),
      categoryIds: (await local.fetch(categoriesQuery)).map((category) => category._id),
      countries: stories.map((story) => story.country),
      assets: documents.flatMap((doc) => (doc._type === 'sanity.imageAsset' ? [doc._id] : [])),
      personIds: documents.flatMap((doc) => (doc._type === 'person' ? [doc._id] : [])),
    })
    for (const { name, query, params } of nonEmpty(cases)) {
      expect(await client.fetch(query, params), `${name} ${JSON.stringify(params)}`).toEqual(
        await local.fetch(query, params),
      )
    }
  })

  it('POSTs a query too long for a URL, with the same result', async () => {
    const ids = [
      ...expectedStories.map((story) => story._id),
      ...Array.from({ length: 1500 }, (_, i) => `missing-${i}`),
    ]
    const query = '*[_id in $ids] | order(_id) { _id, title }'
    const result = await client.fetch(query, { ids })
    expect(server.requests.map((r) => r.method)).toEqual(['POST'])
    expect(server.requests[0]?.search.get('perspective')).toBe('published')
    expect(result).toEqual(await local.fetch(query, { ids }))
    expect(result).toHaveLength(expectedStories.length)
  })
})

describe('hosted client: retries', () => {
  it.each([503, 429, 502])('retries a %i up to 5 times, then succeeds', async (status) => {
    for (const failures of [1, 5]) {
      server.requests.length = 0
      server.failNext(failures, status)
      expect(await client.fetch(storiesQuery, { locale: 'en' })).toEqual(expectedStories)
      expect(server.requests).toHaveLength(1 + failures)
    }
  })

  it.each([503, 429])('gives up on a %i after 6 requests (1 + 5 retries)', async (status) => {
    server.failNext(6, status)
    await expect(client.fetch(storiesQuery)).rejects.toMatchObject({ statusCode: status })
    expect(server.requests).toHaveLength(6)
  })

  it('retries a POSTed query on 503', async () => {
    const ids = Array.from({ length: 1500 }, (_, i) => `id-${i}`)
    server.failNext(2, 503)
    expect(await client.fetch('*[_id in $ids]{_id}', { ids })).toEqual([])
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST'])
  })

  it('does not retry a 400', async () => {
    server.failNext(1, 400)
    await expect(client.fetch(storiesQuery)).rejects.toMatchObject({ statusCode: 400 })
    expect(server.requests).toHaveLength(1)
  })

  it('retries a dropped connection', async () => {
    server.failNext(2, 'drop')
    expect(await client.fetch(storiesQuery, { locale: 'en' })).toEqual(expectedStories)
    expect(server.requests).toHaveLength(3)
  })
})

describe('hosted client: preview (draft mode)', () => {
  const drafted = documents.find(
    (doc) => doc._type === 'story' && isDraftId(doc._id) && 'slug' in doc,
  )

  it('reads drafts over published with the read token', async () => {
    if (drafted?._type !== 'story') throw new Error('The sample dataset has no story draft.')
    const preview = createDraftClient(client, 'read-token')
    const story = await preview.fetch(storyQuery, {
      slug: drafted.slug.current,
      language: 'en',
      locale: 'en',
    })
    expect(story?.title).toBe(drafted.title)
    expect(story?._id).toBe(getPublishedId(drafted._id))
    const [request] = server.requests
    expect(request?.search.get('perspective')).toBe('drafts')
    expect(request?.headers.authorization).toBe('Bearer read-token')
  })

  it("answers every site query as the local source's drafts overlay does", async () => {
    const preview = createDraftClient(client, 'read-token')
    const stories = await local.fetch(storiesQuery, {}, { perspective: 'drafts' })
    const cases = queryCases({
      slugs: stories.map((story) => story.slug),
      categories: [],
      countries: stories.map((story) => story.country),
    })
    for (const { name, query, params } of nonEmpty(cases)) {
      expect(await preview.fetch(query, params), name).toEqual(
        await local.fetch(query, params, { perspective: 'drafts' }),
      )
    }
  })

  it('leaves the published client as it was: no token, published', async () => {
    createDraftClient(client, 'read-token')
    await client.fetch(storiesQuery)
    expect(server.requests[0]?.search.get('perspective')).toBe('published')
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
  })

  it('refuses to start without a token, naming the setting', () => {
    expect(() => createDraftClient(client, undefined)).toThrow(MISSING_READ_TOKEN)
    expect(MISSING_READ_TOKEN).toContain('SANITY_API_READ_TOKEN')
  })
})
