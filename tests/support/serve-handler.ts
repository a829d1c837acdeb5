// Serves a web-standard handler (Request → Response) on loopback over real HTTP, streaming its
// body, so clients that need a server (EventSource, @sanity/client's listen()) can talk to it.
import http from 'node:http'

export type ServedHandler = {
  url: string
  /** Every request URL the server received, in full. */
  requests: string[]
  close: () => Promise<void>
}

export async function serveHandler(
  handle: (request: Request) => Promise<Response>,
): Promise<ServedHandler> {
  const requests: string[] = []
  let origin = ''
  const server = http.createServer((req, res) => {
    const url = `${origin}${req.url ?? '/'}`
    requests.push(url)
    const headers = new Headers()
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '')
    }
    const abort = new AbortController()
    res.on('close', () => abort.abort())
    void (async () => {
      const response = await handle(new Request(url, { headers, signal: abort.signal }))
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.flushHeaders()
      const reader = response.body?.getReader()
      while (reader && !res.destroyed) {
        const { done, value } = await reader.read()
        if (done) break
        res.write(value)
      }
      res.end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server has no TCP port')
  origin = `http://127.0.0.1:${address.port}`
  return {
    url: origin,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
