// Live preview's listener, heard through @sanity/client's own listen() (its URL limit, its
// EventSource, its parser) over real HTTP: the embedded dataset's changes as Sanity's mutation
// events, the hosted relay, and the endpoint's refusals and bounds.
import { readFileSync, writeFileSync } from 'node:fs'

import {
  createClient,
  type ListenEvent,
  type ListenOptions,
  type SanityClient,
} from '@sanity/client'
import { firstValueFrom, Observable } from 'rxjs'
import { filter, shareReplay, take, toArray } from 'rxjs/operators'

import { toNdjson, parseNdjson } from '@/sanity/local/local-index'
import { createDatasetChanges } from '@/sanity/live/dataset-changes'
import { hostedListenSource } from '@/sanity/live/hosted-listener'
import {
  createListenHandler,
  LISTEN_LIMITS,
  LISTEN_REFUSALS,
  type ListenLimits,
  type ListenSource,
} from '@/sanity/live/listen-handler'
import { createLiveClient, LIVE_QUERY, listenForEdits } from '@/sanity/live/live-client'
import { MAX_LISTEN_URL_LENGTH, LISTEN_MESSAGES } from '@/sanity/live/listen-protocol'
import { localListenSource } from '@/sanity/live/local-listener'
import { fixtureDocuments } from '@/tests/support/content-fixture'
import { writeDatasetFile } from '@/tests/support/dataset-file'
import { standInClient } from '@/tests/support/sanity-api-server'
import { serveHandler, type ServedHandler } from '@/tests/support/serve-handler'

const CONFIG = { projectId: 'local', dataset: 'production', apiVersion: '2025-06-18' }
const EDITOR = 'editor=1'

type Site = ServedHandler & {
  client: SanityClient
  handler: ReturnType<typeof createListenHandler>
}

const open: Site[] = []
afterEach(async () => {
  while (open.length) await open.pop()?.close()
})

/** A listen endpoint on `source`: requests carrying the EDITOR cookie are in draft mode. */
async function site(source: ListenSource, limits: ListenLimits = LISTEN_LIMITS): Promise<Site> {
  const handler = createListenHandler(source, limits)
  const served = await serveHandler((request) =>
    handler.handle(request, {
      draftMode: (request.headers.get('cookie') ?? '').includes(EDITOR),
      client: request.headers.get('x-client') ?? 'one',
    }),
  )
  // Node has no browser cookie jar: the editor's cookie goes as a header, as a browser sends it.
  const client = createLiveClient(served.url, CONFIG).withConfig({ headers: { cookie: EDITOR } })
  const result = { ...served, client, handler }
  open.push(result)
  return result
}

function localDataset() {
  const dataset = writeDatasetFile(fixtureDocuments)
  onTestFinished(() => dataset.remove())
  const changes = createDatasetChanges(dataset.file, { debounceMs: 10 })
  const edit = (change: (doc: Record<string, unknown>) => Record<string, unknown>) => {
    const docs = parseNdjson(readFileSync(dataset.file, 'utf8')).map(change)
    writeFileSync(dataset.file, toNdjson(docs))
  }
  return { file: dataset.file, changes, edit }
}

/** Collects a listener's events until `until` has seen what it waits for. */
const next = (events: Observable<ListenEvent<Record<string, unknown>>>, count: number) =>
  firstValueFrom(events.pipe(take(count), toArray()))

const STORY = fixtureDocuments.find(
  (doc) => doc._type === 'story' && !doc._id.startsWith('drafts.'),
)
const CATEGORY = fixtureDocuments.find((doc) => doc._type === 'category')
if (!STORY || !CATEGORY) throw new Error('The fixture needs a published story and a category.')

describe('the embedded dataset, heard as Sanity would send it', () => {
  it("turns an edit of the file into a mutation event @sanity/client's listen() reads", async () => {
    const dataset = localDataset()
    const { client } = await site(localListenSource(dataset.changes))
    const events = listenForEdits(client)
    const heard = next(events, 2)
    // Only edit once the listener is in (the welcome), as an editor types after the page is open.
    await firstValueFrom(events.pipe(filter((event) => event.type === 'welcome')))
    dataset.edit((doc) => (doc._id === STORY._id ? { ...doc, title: 'Salt and Light' } : doc))

    const [welcome, mutation] = await heard
    expect(welcome?.type).toBe('welcome')
    expect(mutation).toMatchObject({
      type: 'mutation',
      documentId: STORY._id,
      transition: 'update',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      mutations: [{ createOrReplace: { _id: STORY._id, title: 'Salt and Light' } }],
    })
    if (mutation?.type !== 'mutation') throw new Error('no mutation')
    expect(mutation.eventId).toBe(`${mutation.transactionId}#${STORY._id}`)
    expect(mutation.resultRev).not.toBe(mutation.previousRev)
  })

  it("reports only the documents the listener's filter matches, with their transition", async () => {
    const dataset = localDataset()
    const { client } = await site(localListenSource(dataset.changes))
    const options: ListenOptions = { events: ['welcome', 'mutation'], includeResult: true }
    // One connection each, shared by everything the test waits for on it.
    const lagoon = client
      .listen('*[_type == "story" && title match "Lagoon*"]', {}, options)
      .pipe(shareReplay({ refCount: true }))
    const categories = client
      .listen('*[_type == "category"]', {}, options)
      .pipe(shareReplay({ refCount: true }))
    const heard = next(lagoon, 3)
    const categoryEdit = next(categories, 2)
    const mutation = (events: typeof lagoon) =>
      firstValueFrom(events.pipe(filter((event) => event.type === 'mutation')))
    await firstValueFrom(lagoon.pipe(filter((event) => event.type === 'welcome')))
    await firstValueFrom(categories.pipe(filter((event) => event.type === 'welcome')))

    // A category edit: nothing for this listener. Its own change, read before the next edit:
    // a listener to categories has heard it.
    dataset.edit((doc) => (doc._id === CATEGORY._id ? { ...doc, title: 'Portraits' } : doc))
    const [, category] = await categoryEdit
    expect(category).toMatchObject({ type: 'mutation', documentId: CATEGORY._id })
    // A story comes to match: it appears. Once heard, it is retitled away: it disappears.
    dataset.edit((doc) => (doc._id === STORY._id ? { ...doc, title: 'Lagoon Mornings' } : doc))
    await mutation(lagoon)
    dataset.edit((doc) => (doc._id === STORY._id ? { ...doc, title: 'Harbour Mornings' } : doc))

    const [, appear, disappear] = await heard
    expect(appear).toMatchObject({
      type: 'mutation',
      documentId: STORY._id,
      transition: 'appear',
      result: { _id: STORY._id, title: 'Lagoon Mornings' },
    })
    expect(disappear).toMatchObject({ documentId: STORY._id, transition: 'disappear' })
  })

  it('reads the file only while someone listens', async () => {
    const dataset = localDataset()
    const { client } = await site(localListenSource(dataset.changes))
    expect(dataset.changes.watching()).toBe(false)
    const events = listenForEdits(client)
    const subscription = events.subscribe()
    await expect.poll(() => dataset.changes.watching()).toBe(true)
    subscription.unsubscribe()
    await expect.poll(() => dataset.changes.watching()).toBe(false)
  })
})

describe("the client's URL limit, both sides of it", () => {
  const BASE = `${LIVE_QUERY.slice(0, -1)} && true]`

  /**
   * A filter padded so the client's listen URL is `length` characters long: measured on the URL
   * the client itself sent for the unpadded filter, each space adding one `+`.
   */
  async function queryOfUrlLength(served: Site, length: number) {
    await next(listenForEdits(served.client, BASE), 1)
    const sent = served.requests.at(-1) ?? ''
    served.requests.length = 0
    return `${BASE.slice(0, -1)}${' '.repeat(length - sent.length)}]`
  }

  it(`connects at exactly ${MAX_LISTEN_URL_LENGTH} characters`, async () => {
    const dataset = localDataset()
    const served = await site(localListenSource(dataset.changes))
    const query = await queryOfUrlLength(served, MAX_LISTEN_URL_LENGTH)
    const [welcome] = await next(listenForEdits(served.client, query), 1)
    expect(welcome?.type).toBe('welcome')
    expect(served.requests.at(-1)).toHaveLength(MAX_LISTEN_URL_LENGTH)
  })

  it(`refuses one character more with "${LISTEN_MESSAGES.tooLarge}", before connecting`, async () => {
    const dataset = localDataset()
    const served = await site(localListenSource(dataset.changes))
    const query = await queryOfUrlLength(served, MAX_LISTEN_URL_LENGTH + 1)
    await expect(next(listenForEdits(served.client, query), 1)).rejects.toThrow(
      'Query too large for listener',
    )
    expect(served.requests).toHaveLength(0)
    // And the endpoint refuses such a URL itself, should another client send it.
    const response = await fetch(`${served.url}/x?query=${'*'.repeat(MAX_LISTEN_URL_LENGTH)}`, {
      headers: { cookie: EDITOR },
    })
    expect(response.status).toBe(414)
    expect(await response.json()).toMatchObject({ message: LISTEN_MESSAGES.tooLarge })
  })
})

describe('what the endpoint refuses', () => {
  it('answers only editors in draft mode', async () => {
    const dataset = localDataset()
    const served = await site(localListenSource(dataset.changes))
    const response = await fetch(`${served.url}/v1/data/listen/production?query=*`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: LISTEN_REFUSALS.notDraftMode })
    expect(dataset.changes.watching()).toBe(false)
  })

  it.each([
    ['no query', '', LISTEN_MESSAGES.missingQuery],
    ['a query that is not a filter', '?query=count(*)', LISTEN_MESSAGES.notAFilter],
    ['a query that does not parse', '?query=*[_type ==', 'Invalid query'],
    ['a parameter that is not JSON', '?query=*[_id == $id]&$id=abc', LISTEN_MESSAGES.badParam],
  ])('gives %s a 400 that says why', async (_case, search, message) => {
    const served = await site(localListenSource(localDataset().changes))
    const response = await fetch(`${served.url}/v1/data/listen/production${search}`, {
      headers: { cookie: EDITOR },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toContain(message)
  })

  it('holds a few streams per client and a bounded number in all, with a 429 past them', async () => {
    const limits = { ...LISTEN_LIMITS, perClient: 2, total: 3 }
    const served = await site(localListenSource(localDataset().changes), limits)
    const connect = (client: string) =>
      fetch(`${served.url}/v1/data/listen/production?query=*[true]`, {
        headers: { cookie: EDITOR, 'x-client': client },
      })
    const first = await connect('a')
    await connect('a')
    const third = await connect('a')
    expect(third.status).toBe(429)
    expect(await third.json()).toMatchObject({ message: LISTEN_REFUSALS.perClient(2) })
    await connect('b')
    const overall = await connect('c')
    expect(overall.status).toBe(429)
    expect(await overall.json()).toMatchObject({ message: LISTEN_REFUSALS.total })
    // A closed stream frees its place.
    await first.body?.cancel()
    await expect.poll(() => served.handler.open()).toBe(2)
    expect((await connect('a')).status).toBe(200)
  })

  it('ends a stream after its time and the client comes back by itself', async () => {
    const limits = { ...LISTEN_LIMITS, maxLifeMs: 300 }
    const { client, handler } = await site(localListenSource(localDataset().changes), limits)
    const events = await next(listenForEdits(client), 3)
    expect(events.map((event) => event.type)).toEqual(['welcome', 'reconnect', 'welcome'])
    expect(handler.open()).toBeLessThanOrEqual(1)
  })
})

describe('hosted Sanity, relayed', () => {
  /** Sanity's listen endpoint as a stand-in: a welcome, then what the test sends. */
  async function sanityStandIn() {
    const streams: ReadableStreamDefaultController<Uint8Array>[] = []
    const authorizations: (string | null)[] = []
    const served = await serveHandler(async (request) => {
      authorizations.push(request.headers.get('authorization'))
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          streams.push(controller)
          controller.enqueue(
            new TextEncoder().encode('event: welcome\ndata: {"listenerName":"hosted"}\n\n'),
          )
        },
      })
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
    })
    open.push({
      ...served,
      client: createClient({ ...CONFIG, useCdn: false }),
      handler: createListenHandler(() => () => {}),
    })
    // To every open stream: a test's page listens twice (once to wait for the welcome).
    const send = (text: string) =>
      streams.forEach((stream) => stream.enqueue(new TextEncoder().encode(text)))
    const drop = () => streams.splice(0).forEach((stream) => stream.close())
    return { served, authorizations, send, drop }
  }

  /** The server's own client, with its read token, talking to the stand-in. */
  const serverClient = (apiHost: string) =>
    standInClient(apiHost, { projectId: 'abc123', token: 'server-token' })

  it("passes Sanity's events on, with the token kept on the server", async () => {
    const sanity = await sanityStandIn()
    const upstream = serverClient(sanity.served.url)
    const { client, requests } = await site(hostedListenSource(() => upstream))
    const events = listenForEdits(client)
    const heard = next(events, 2)
    await firstValueFrom(events.pipe(filter((event) => event.type === 'welcome')))
    const mutation = {
      documentId: 'drafts.story1',
      eventId: 'tx1#drafts.story1',
      identity: 'p1',
      mutations: [{ patch: { id: 'drafts.story1', set: { title: 'New' } } }],
      timestamp: '2026-11-25T12:00:00Z',
      transactionId: 'tx1',
      transition: 'update',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    }
    sanity.send(`id: tx1#drafts.story1\nevent: mutation\ndata: ${JSON.stringify(mutation)}\n\n`)
    const [welcome, heardMutation] = await heard
    expect(welcome).toMatchObject({ type: 'welcome', listenerName: 'hosted' })
    expect(heardMutation).toEqual({ type: 'mutation', ...mutation })
    expect(new Set(sanity.authorizations)).toEqual(new Set(['Bearer server-token']))
    expect(requests.every((url) => !url.includes('server-token'))).toBe(true)
  })

  it("ends the page's stream when Sanity drops, and the page listens afresh", async () => {
    const sanity = await sanityStandIn()
    const upstream = serverClient(sanity.served.url)
    const { client } = await site(hostedListenSource(() => upstream))
    const events = listenForEdits(client)
    const heard = next(events, 3)
    await firstValueFrom(events.pipe(filter((event) => event.type === 'welcome')))
    sanity.drop()
    expect((await heard).map((event) => event.type)).toEqual(['welcome', 'reconnect', 'welcome'])
  })
})
