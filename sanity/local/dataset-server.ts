// The build's one copy of the embedded dataset. `next build` renders pages in a worker process per
// core, and each would read the whole dataset (106 MB of heap at 5,000 stories, two to three times
// that in resident memory with V8's headroom): the build's own process serves it on 127.0.0.1
// instead, and its workers query it (sanity/local/dataset-client.ts) as they would hosted Sanity.
// Only published content, only to a caller that knows the address's random path.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import { isRecord } from '../../lib/is-record'
import { localSource, type LocalSource } from './local-source'

/** A query and its parameters: the longest the site sends is about 3 kB. */
export const MAX_ASK_BYTES = 64 * 1024

/**
 * How much of a longer ask is read (and dropped) before the 413 is sent, so that the sender reads
 * the answer rather than a reset. Past this reading stops, and the sender may see a reset.
 */
export const DRAIN_BYTES = 1024 * 1024

const KEEP_ALIVE_MS = 60_000

export type DatasetServer = { url: string; close(): Promise<void> }

/**
 * The body as text, or undefined when it passes `maxBytes`: the rest is read but not kept, up to
 * DRAIN_BYTES, where reading stops.
 */
async function readBody(request: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += bytes.byteLength
    if (size <= maxBytes) chunks.push(bytes)
    else if (size > DRAIN_BYTES) break
  }
  return size <= maxBytes ? Buffer.concat(chunks).toString('utf8') : undefined
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

/** Serves `source`'s published documents on 127.0.0.1 at a free port until closed. */
export async function serveDataset(source: LocalSource = localSource): Promise<DatasetServer> {
  const path = `/${randomBytes(16).toString('hex')}`

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.url !== path) return send(response, 404, { error: 'Not found' })
    if (request.method !== 'POST') return send(response, 405, { error: 'POST a query' })
    const text = await readBody(request, MAX_ASK_BYTES)
    if (text === undefined) {
      response.setHeader('connection', 'close')
      return send(response, 413, { error: `A query is at most ${MAX_ASK_BYTES} bytes` })
    }
    let ask: unknown
    try {
      ask = JSON.parse(text)
    } catch {
      return send(response, 400, { error: 'The body is not JSON' })
    }
    if (!isRecord(ask) || typeof ask.query !== 'string' || !isRecord(ask.params)) {
      return send(response, 400, { error: 'Send { query: string, params: object }' })
    }
    try {
      send(response, 200, { result: await source.fetch(ask.query, ask.params) })
    } catch (error) {
      // The site's own queries: a failure is a bug or a missing file, said as the source says it.
      send(response, 500, { error: error instanceof Error ? error.message : String(error) })
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : undefined)
    })
  })
  // Workers keep their connections between pages; the build's own process may be busy for
  // seconds at a time (compiling, reading the dataset), longer than Node's 5 s default.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  // The build ends when its work does, whatever this server is doing.
  server.unref()
  const address = server.address()
  if (address === null || typeof address === 'string')
    throw new Error('The dataset server has no TCP port')
  return {
    url: `http://127.0.0.1:${address.port}${path}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
