// HTTP/1.1 exactly as written: the path is sent unnormalised (fetch would resolve `..` and
// re-encode), any method, and a declared Content-Length that may lie about the body.
import { request, type IncomingHttpHeaders } from 'node:http'

export type RawRequest = {
  method?: string
  /** Sent as is: must already be percent-encoded ASCII. */
  path: string
  headers?: Record<string, string>
  body?: string
  /** Declared length, when it should differ from the body's. */
  contentLength?: number
}

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string }

const MAX_BODY = 1024 * 1024

export function sendRaw(base: string, raw: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const { hostname, port } = new URL(base)
  const headers: Record<string, string> = { ...raw.headers }
  if (raw.body !== undefined || raw.contentLength !== undefined) {
    headers['content-length'] = String(raw.contentLength ?? Buffer.byteLength(raw.body ?? ''))
  }
  return new Promise((resolve) => {
    const req = request(
      { hostname, port, method: raw.method ?? 'GET', path: raw.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_BODY) chunks.push(chunk)
          size += chunk.length
        })
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          })
          req.destroy()
        })
        res.on('error', () => resolve({ status: 0, headers: {}, body: 'response aborted' }))
      },
    )
    req.setTimeout(timeoutMs, () => {
      resolve({ status: 0, headers: {}, body: `no answer within ${timeoutMs} ms` })
      req.destroy()
    })
    // A refused body may be cut off by the server: the answer is what counts.
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }))
    if (raw.body !== undefined) req.write(raw.body)
    // A body shorter than declared: leave the request open; the answer must come anyway.
    if (raw.contentLength === undefined) req.end()
  })
}
