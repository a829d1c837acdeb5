import { conditionalResponse } from '@/lib/conditional-response'

const BODY = '<rss>the newest stories</rss>'
const LAST = new Date('2026-11-20T10:15:30.500Z')
const answer = (headers: Record<string, string> = {}, body = BODY) =>
  conditionalResponse(new Request('http://x/feed.xml', { headers }), body, {
    contentType: 'application/rss+xml; charset=utf-8',
    lastModified: LAST,
  })

describe('a conditional GET', () => {
  it('answers the body with its validators', async () => {
    const response = answer()
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(BODY)
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
    expect(response.headers.get('last-modified')).toBe('Fri, 20 Nov 2026 10:15:30 GMT')
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
  })

  it('answers a copy that is still current with an empty 304, by tag or by date', async () => {
    const etag = answer().headers.get('etag') ?? ''
    const conditions: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': 'Fri, 20 Nov 2026 10:15:30 GMT' },
      { 'if-modified-since': 'Sat, 21 Nov 2026 00:00:00 GMT' },
    ]
    for (const headers of conditions) {
      const response = answer(headers)
      expect(response.status, JSON.stringify(headers)).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('etag')).toBe(etag)
    }
  })

  it('sends the whole body again once it changed, or for a copy older than the change', async () => {
    const etag = answer().headers.get('etag') ?? ''
    expect(answer({ 'if-none-match': etag }, `${BODY} and one more`).status).toBe(200)
    expect(answer({ 'if-modified-since': 'Fri, 20 Nov 2026 10:15:29 GMT' }).status).toBe(200)
    expect(answer({ 'if-modified-since': 'not a date' }).status).toBe(200)
    // If-None-Match decides when both are sent.
    expect(
      answer({ 'if-none-match': '"other"', 'if-modified-since': 'Sat, 21 Nov 2026 00:00:00 GMT' })
        .status,
    ).toBe(200)
  })
})
