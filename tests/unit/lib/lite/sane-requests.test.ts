// What the server does before Next with a request Next would answer with a 500.
import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { pathOfTarget, withSaneRequests } from '@/lib/lite/sane-requests.mjs'

/** A request and a response that records its status, enough for the listener's checks. */
function exchange(method: string, url: string, headers: Record<string, string> = {}) {
  const request = Object.assign(new EventEmitter(), { method, url, headers })
  const sent: { status?: number; passed?: { url?: string; headers: object } } = {}
  const response = Object.assign(new EventEmitter(), {
    writeHead: (status: number) => {
      sent.status = status
    },
    end: () => undefined,
  })
  const listener = withSaneRequests((passed) => {
    sent.passed = { url: passed.url, headers: { ...passed.headers } }
  })
  listener(request as unknown as IncomingMessage, response as unknown as ServerResponse)
  return sent
}

describe('requests answered before Next', () => {
  it('reads an absolute target as this site’s path, and refuses one that is no path', () => {
    expect(pathOfTarget('/stories?x=1')).toBe('/stories?x=1')
    expect(pathOfTarget('http://evil.example/lite?a=b')).toBe('/lite?a=b')
    expect(pathOfTarget('https://evil.example')).toBe('/')
    expect(pathOfTarget('*')).toBeUndefined()
    expect(pathOfTarget('evil.example/x')).toBeUndefined()
  })

  it('answers TRACE and a target that is no path itself, and passes the rest on', () => {
    expect(exchange('TRACE', '/').status).toBe(501)
    expect(exchange('GET', '*').status).toBe(400)
    const passed = exchange('GET', 'http://evil.example/lite', {
      range: 'bytes=5-1',
      'if-range': 'x',
    })
    expect(passed.status).toBeUndefined()
    expect(passed.passed).toEqual({ url: '/lite', headers: {} })
  })
})
