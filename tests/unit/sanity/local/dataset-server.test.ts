import { createServer, type Socket } from 'node:net'

import { datasetClient } from '@/sanity/local/dataset-client'
import {
  DRAIN_BYTES,
  MAX_ASK_BYTES,
  serveDataset,
  type DatasetServer,
} from '@/sanity/local/dataset-server'
import { DATASET_SERVER_ENV, datasetServerUrl } from '@/sanity/local/dataset-server-env'
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
    // Just over the limit, and far over it (read to its end, not kept): a 413 either way.
    for (const length of [MAX_ASK_BYTES, DRAIN_BYTES / 2]) {
      const huge = JSON.stringify({ query: `*[title == "${'x'.repeat(length)}"]`, params: {} })
      const refused = await post(server.url, huge)
      expect(refused.status).toBe(413)
      expect(await refused.json()).toEqual({ error: `A query is at most ${MAX_ASK_BYTES} bytes` })
    }
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

/**
 * A raw HTTP/1.1 server that answers each POST with `{ result: <its connection's number> }` and
 * keeps the connection, but resets it instead of answering when `reset(connection, request)` says
 * so: the race of a kept-alive connection closed just as a read goes out on it.
 */
async function resettingServer(reset: (connection: number, request: number) => boolean) {
  let connections = 0
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    const connection = ++connections
    sockets.add(socket)
    let requests = 0
    let pending = Buffer.alloc(0)
    socket.on('data', (data) => {
      pending = Buffer.concat([pending, data])
      for (;;) {
        const headEnd = pending.indexOf('\r\n\r\n')
        if (headEnd === -1) return
        const length = Number(
          /content-length: (\d+)/i.exec(pending.subarray(0, headEnd).toString())?.[1] ?? 0,
        )
        if (pending.length < headEnd + 4 + length) return
        pending = pending.subarray(headEnd + 4 + length)
        if (reset(connection, ++requests)) return void socket.resetAndDestroy()
        const body = JSON.stringify({ result: connection })
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
        )
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP port')
  return {
    url: `http://127.0.0.1:${address.port}/read`,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe("a build worker's reads of the dataset server", () => {
  it('asks again, on a new connection, when a kept-alive one is reset as the read goes out', async () => {
    // The first connection answers its first read and resets on its second.
    const fake = await resettingServer((connection, request) => connection === 1 && request === 2)
    try {
      const read = datasetClient(fake.url)
      expect(await read('*[0]', {})).toBe(1)
      expect(await read('*[0]', {})).toBe(2)
      expect(fake.connections()).toBe(2)
    } finally {
      await fake.close()
    }
  })

  it('asks again only once, and never after a fresh connection is reset', async () => {
    const fresh = await resettingServer(() => true)
    try {
      await expect(datasetClient(fresh.url)('*[0]', {})).rejects.toThrow(
        /did not answer: .*ECONNRESET/,
      )
      expect(fresh.connections()).toBe(1)
    } finally {
      await fresh.close()
    }
    // Each connection answers its first read and resets any later one. Two reads at once open
    // two connections; a third read is reset on one, asked again on the other, reset again: it
    // fails there, rather than asking a third time on a new connection (which would answer).
    const failing = await resettingServer((_connection, request) => request > 1)
    try {
      const read = datasetClient(failing.url)
      expect((await Promise.all([read('*[0]', {}), read('*[0]', {})])).sort()).toEqual([1, 2])
      await expect(read('*[0]', {})).rejects.toThrow(/did not answer: .*ECONNRESET/)
      expect(failing.connections()).toBe(2)
    } finally {
      await failing.close()
    }
  })
})

describe("the dataset server's address", () => {
  const url = 'http://127.0.0.1:4321/abc'

  it("is read in a build's workers only", () => {
    expect(
      datasetServerUrl({ NEXT_PHASE: 'phase-production-build', [DATASET_SERVER_ENV]: url }),
    ).toBe(url)
    for (const phase of [undefined, 'phase-production-server', 'phase-development-server']) {
      expect(datasetServerUrl({ NEXT_PHASE: phase, [DATASET_SERVER_ENV]: url }), phase).toBe(
        undefined,
      )
    }
    expect(datasetServerUrl({ NEXT_PHASE: 'phase-production-build' })).toBe(undefined)
  })
})
