// A build worker's reads of the embedded dataset, from the build's own process
// (sanity/local/dataset-server.ts) rather than a copy of the dataset per worker. Plain node:http,
// not `fetch`: Next watches `fetch` in a prerender, and this read is no more dynamic than reading
// the file.
import { Agent, request } from 'node:http'

import type { ClientReturn, QueryParams } from '@sanity/client'

import { isRecord } from '@/lib/is-record'

// Pages render concurrently: their reads share a few open connections instead of a handshake each.
const agent = new Agent({ keepAlive: true })

function post(
  url: string,
  body: string,
  retried = false,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    sent.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed just as this read went out on it: ask again,
      // once, as Node's documentation advises (a query changes nothing). Anything else fails.
      if (sent.reusedSocket && error.code === 'ECONNRESET' && !retried) {
        resolve(post(url, body, true))
      } else reject(error)
    })
    sent.end(body)
  })
}

/** Published content from the dataset server at `url`, as `localSource.fetch` answers it. */
export function datasetClient(url: string) {
  return async function fetchPublished<const Q extends string>(
    query: Q,
    params: QueryParams,
  ): Promise<ClientReturn<Q, unknown>> {
    let answer: { status: number; text: string }
    try {
      answer = await post(url, JSON.stringify({ query, params }))
    } catch (error) {
      throw new Error(
        `The build's dataset server (${new URL(url).host}) did not answer: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
    }
    let body: unknown
    try {
      body = JSON.parse(answer.text)
    } catch {
      body = undefined
    }
    if (answer.status !== 200 || !isRecord(body) || !('result' in body)) {
      const said = isRecord(body) && typeof body.error === 'string' ? body.error : answer.text
      throw new Error(`The build's dataset server answered ${answer.status}: ${said}`)
    }
    // The same trust as localSource.fetch's: the same query, evaluated by the same code.
    return body.result as ClientReturn<Q, unknown>
  }
}
