// A stand-in for Sanity's query API on 127.0.0.1, for running the real @sanity/client over real
// HTTP. It answers `GET /v<apiVersion>/data/query/<dataset>?query=…&$param=<json>` (any version
// when `apiVersion` is 'any', as the Studio's validators each pick their own) and the POST
// form the client uses for long queries with `{ result, ms, query }`, evaluating the query with
// plain groq-js (no indexes) over the documents the requested perspective sees (`published`,
// `raw`, or `drafts` with a bearer token). It can be told to fail the next requests, to test the
// client's retries; to stay down in one way or another (`setMode`), to test an outage; and given
// edited documents (`setDocuments`), as if an editor had published.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'

import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import { getPublishedId, isDraftId, isPublishedId } from '@sanity/client/csm'
import { evaluate, parse } from 'groq-js'
import { isRecord } from '@/lib/is-record'

export type RecordedRequest = {
  method: string
  path: string
  search: URLSearchParams
  headers: IncomingHttpHeaders
}

/**
 * How the server behaves until told otherwise: `ok` answers queries; a number answers every
 * request with that HTTP status; `hang` accepts requests and never answers them; `refuse` stops
 * listening, so connections are refused (the port is kept and listened on again after).
 */
export type ApiMode = 'ok' | 'hang' | 'refuse' | number

export type SanityApiServer = {
  /** `http://127.0.0.1:<port>`, the client's `apiHost`. */
  url: string
  requests: RecordedRequest[]
  /** Answers the next `count` requests with `status` (or drops the connection) instead. */
  failNext(count: number, failure: number | 'drop'): void
  /** Switches the mode; leaving `hang` drops the requests it held, leaving `refuse` listens. */
  setMode(mode: ApiMode): Promise<void>
  /** Serves these documents from now on. */
  setDocuments(documents: readonly Document[]): void
  close(): Promise<void>
}

type Document = { _id: string; _originalId?: string }

const isPublished = (doc: Document) => isPublishedId(doc._id)

/** What Sanity's perspectives show: drafts stand in for their published id, versions never. */
function visibleIn(documents: readonly Document[], perspective: string | null): Document[] {
  if (perspective === 'raw') return [...documents]
  const published = documents.filter(isPublished)
  if (perspective !== 'drafts') return published
  const drafts = new Map<string, Document>()
  for (const doc of documents) {
    if (!isDraftId(doc._id)) continue
    const id = getPublishedId(doc._id)
    drafts.set(id, { ...doc, _id: id, _originalId: doc._id })
  }
  const overlaid = published.map((doc) => drafts.get(doc._id) ?? doc)
  const publishedIds = new Set(published.map((doc) => doc._id))
  return [...overlaid, ...[...drafts.values()].filter((doc) => !publishedIds.has(doc._id))]
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

type QueryRequest = { query: string; params: Record<string, unknown> }

async function readQuery(req: IncomingMessage, search: URLSearchParams): Promise<QueryRequest> {
  if (req.method === 'POST') {
    const body: unknown = JSON.parse(await readBody(req))
    if (!isRecord(body) || typeof body.query !== 'string') throw new Error('POST body has no query')
    return { query: body.query, params: isRecord(body.params) ? body.params : {} }
  }
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  }
  return { query: search.get('query') ?? '', params }
}

export async function startSanityApiServer({
  documents: initialDocuments,
  apiVersion = '2025-06-18',
  dataset = 'production',
  port = 0,
}: {
  documents: readonly Document[]
  apiVersion?: string
  dataset?: string
  /** 0 (default) takes any free port. */
  port?: number
}): Promise<SanityApiServer> {
  let documents = initialDocuments
  let mode: ApiMode = 'ok'
  const held = new Set<ServerResponse>()
  const requests: RecordedRequest[] = []
  const failures: Array<number | 'drop'> = []
  const isQueryPath = (pathname: string) => {
    const [, version, rest] = /^\/v([^/]+)(\/.*)$/.exec(pathname) ?? []
    return rest === `/data/query/${dataset}` && (apiVersion === 'any' || version === apiVersion)
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      headers: req.headers,
    })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }

    if (mode === 'hang') {
      held.add(res)
      res.on('close', () => held.delete(res))
      return
    }
    if (typeof mode === 'number') return send(mode, { error: 'Injected outage', statusCode: mode })
    const failure = failures.shift()
    if (failure === 'drop') return req.socket.destroy()
    if (failure !== undefined)
      return send(failure, { error: 'Injected failure', statusCode: failure })
    if (!isQueryPath(url.pathname)) return send(404, { error: 'Not Found', statusCode: 404 })

    const perspective = url.searchParams.get('perspective')
    if (perspective !== null && !['published', 'raw', 'drafts'].includes(perspective)) {
      return send(400, { error: `Unsupported perspective in test server: ${perspective}` })
    }
    // Drafts are private: only a token may read them.
    if (perspective === 'drafts' && !req.headers.authorization?.startsWith('Bearer ')) {
      return send(401, { error: 'Unauthorized', statusCode: 401 })
    }
    const started = performance.now()
    try {
      const { query, params } = await readQuery(req, url.searchParams)
      // Parameters are substituted before the query runs, as the API does (slices need them).
      const value = await evaluate(parse(query, { params }), {
        dataset: visibleIn(documents, perspective),
        params,
      })
      const result: unknown = await value.get()
      send(200, { query, result, ms: Math.round(performance.now() - started) })
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error)
      send(400, { error: { type: 'queryParseError', description } })
    }
  })

  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stopListening = () => {
    // The client keeps connections alive, and `hang` holds some open: end them all, so close()
    // does not wait on them and no old connection slips past a refusal.
    server.closeAllConnections()
    return new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    )
  }

  await listen(port)
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server has no TCP port')
  const boundPort = address.port

  return {
    url: `http://127.0.0.1:${boundPort}`,
    requests,
    failNext(count, failure) {
      for (let i = 0; i < count; i++) failures.push(failure)
    },
    async setMode(next) {
      const previous = mode
      mode = next
      if (previous === 'hang') for (const res of held) res.destroy()
      if (next === 'refuse' && previous !== 'refuse') await stopListening()
      if (previous === 'refuse' && next !== 'refuse') await listen(boundPort)
    },
    setDocuments(next) {
      documents = next
    },
    async close() {
      if (mode !== 'refuse') await stopListening()
    },
  }
}

/** A client of the stand-in at `apiHost` (or of any server speaking Sanity's API there). */
export function standInClient(apiHost: string, config: ClientConfig = {}): SanityClient {
  return createClient({
    projectId: 'test123',
    dataset: 'production',
    apiVersion: '2025-06-18',
    useCdn: false,
    apiHost,
    useProjectHostname: false,
    ...config,
  })
}
