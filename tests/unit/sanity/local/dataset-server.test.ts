import { datasetClient } from '@/sanity/local/dataset-client'
import { MAX_ASK_BYTES, serveDataset, type DatasetServer } from '@/sanity/local/dataset-server'
import { createLocalSource } from '@/sanity/local/local-source'
import { storiesQuery } from '@/sanity/queries'
import { fixtureDocuments, PORTRAIT, WILDLIFE } from '@/tests/support/content-fixture'
import { writeDatasetFile } from '@/tests/support/dataset-file'
import { queryCases } from '@/tests/support/query-cases'

const dataset = writeDatasetFile(fixtureDocuments)
const source = createLocalSource({ datasetPath: dataset.file })
let server: DatasetServer

beforeAll(async () => {
  server = await serveDataset(source)
})
afterAll(async () => {
  await server.close()
  dataset.remove()
})

const post = (url: string, body: string, method = 'POST') =>
  fetch(url, { method, body: method === 'GET' ? undefined : body })

describe("the build's dataset server", () => {
  it('answers every site query as the embedded source does, published content only', async () => {
    const read = datasetClient(server.url)
    const cases = queryCases({
      storyIds: ['story000001', 'story000002', 'story000003'],
      slugs: ['faces-of-accra', 'lions-at-dawn', 'unseen-dunes'],
      categories: ['portrait', 'wildlife'],
      categoryIds: [PORTRAIT, WILDLIFE],
      countries: ['Kenya', 'Ghana'],
    })
    expect(cases.length).toBeGreaterThan(20)
    for (const { name, query, params } of cases) {
      expect(await read(query, params), name).toEqual(await source.fetch(query, params))
    }
    const titles = (await read(storiesQuery, { locale: 'en' })).map((story) => story.title)
    expect(titles).toContain('Faces of Accra')
    expect(titles.join()).not.toContain('[Draft]')
  })

  it('listens on 127.0.0.1 at a random path, and answers nothing else', async () => {
    const url = new URL(server.url)
    expect(url.hostname).toBe('127.0.0.1')
    expect(url.pathname).toMatch(/^\/[0-9a-f]{32}$/)
    const ask = JSON.stringify({ query: '*[0]', params: {} })
    expect((await post(`${url.origin}/`, ask)).status).toBe(404)
    expect((await post(`${url.origin}/${'0'.repeat(32)}`, ask)).status).toBe(404)
    expect((await post(server.url, ask, 'GET')).status).toBe(405)
  })

  it('refuses a malformed or oversized ask with a 4xx, and keeps answering', async () => {
    expect((await post(server.url, 'not json')).status).toBe(400)
    expect((await post(server.url, JSON.stringify({ query: 1, params: {} }))).status).toBe(400)
    expect((await post(server.url, JSON.stringify({ query: '*' }))).status).toBe(400)
    const huge = JSON.stringify({ query: `*[title == "${'x'.repeat(MAX_ASK_BYTES)}"]`, params: {} })
    const refused = await post(server.url, huge)
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({ error: `A query is at most ${MAX_ASK_BYTES} bytes` })
    const categories = 'count(*[_type == "category"])'
    expect(await datasetClient(server.url)(categories, {})).toBe(await source.fetch(categories))
  })

  it("fails a read with the source's own error, and says so when the server is gone", async () => {
    const read = datasetClient(server.url)
    await expect(read('*[', {})).rejects.toThrow(/^The build's dataset server answered 500: .+/)

    const gone = await serveDataset(source)
    await gone.close()
    await expect(datasetClient(gone.url)('*[0]', {})).rejects.toThrow(
      /^The build's dataset server \(127\.0\.0\.1:\d+\) did not answer: .*ECONNREFUSED/,
    )
  })
})
