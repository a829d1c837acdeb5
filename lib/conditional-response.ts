// Answers a conditional GET the way HTTP caches and feed readers expect (RFC 9110 §13): the body
// with a validator pair (ETag from its bytes, Last-Modified from the content), or a bodiless 304
// when the reader's copy is still current, so a feed polled every hour costs a few hundred bytes.
import { createHash } from 'node:crypto'

/** A strong ETag: the same bytes, the same tag, on every instance. */
const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/** `If-None-Match` lists the tag (weak comparison, as §13.1.2 asks for GET), or is `*`. */
function matchesTag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/** `If-Modified-Since` is no earlier than the last change (HTTP dates are to the second). */
function unmodifiedSince(header: string, lastModified: Date): boolean {
  const since = Date.parse(header)
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since
}

export function conditionalResponse(
  request: Request,
  body: string,
  { contentType, lastModified }: { contentType: string; lastModified: Date | undefined },
): Response {
  const etag = etagOf(body)
  const validators: Record<string, string> = {
    // Kept, but asked again each time: the 304 makes asking cheap, and a publish shows at once.
    'cache-control': 'public, no-cache',
    etag,
    ...(lastModified && { 'last-modified': lastModified.toUTCString() }),
  }
  const ifNoneMatch = request.headers.get('if-none-match')
  const ifModifiedSince = request.headers.get('if-modified-since')
  // If-None-Match wins when both are sent (§13.2.2).
  const current =
    ifNoneMatch !== null
      ? matchesTag(ifNoneMatch, etag)
      : ifModifiedSince !== null && lastModified !== undefined
        ? unmodifiedSince(ifModifiedSince, lastModified)
        : false
  if (current) return new Response(null, { status: 304, headers: validators })
  return new Response(body, { headers: { 'content-type': contentType, ...validators } })
}
