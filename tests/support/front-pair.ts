// A stand-in for Next (any request listener) on a loopback port with the real front before it
// (lib/lite/front.mjs), as lib/lite/serve.mjs joins them: for unit tests of what the front does.
import { once } from 'node:events'
import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

import { frontListener } from '@/lib/lite/front.mjs'

export type FrontPair = {
  /** The front's port: where a reader asks. */
  port: number
  /** Page requests inside Next and waiting at the front, now. */
  gate: () => { inside: number; waiting: number }
  close: () => Promise<void>
}

async function listen(server: http.Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

export async function startFrontPair(
  next: RequestListener,
  token = 'test-token',
  options: { pagesAtOnce?: number; briefWaitMs?: number } = {},
): Promise<FrontPair> {
  const upstream = http.createServer(next)
  const upstreamPort = await listen(upstream)
  const listener = frontListener({ host: '127.0.0.1', port: upstreamPort, token }, options)
  const front = http.createServer(listener)
  const port = await listen(front)
  return {
    port,
    gate: () => listener.gate.counts,
    async close() {
      for (const server of [front, upstream]) {
        server.closeAllConnections()
        server.close()
        await once(server, 'close')
      }
    },
  }
}

/** GET (or `method`) `path` of the front with `headers`: the answer and its body's bytes. */
export async function askFront(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ response: http.IncomingMessage; body: Buffer }> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .request({ host: '127.0.0.1', port, path, headers, method }, resolve)
      .once('error', reject)
      .end(),
  )
  const body: Buffer[] = []
  for await (const chunk of response) body.push(chunk as Buffer)
  return { response, body: Buffer.concat(body) }
}
