// Where a redirect taken from a URL parameter may go: a path on this site, never another origin.

// Any absolute base works: only whether the origin stays the same matters.
const BASE = 'http://same-site.invalid'

const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)

// Encoded "/" or "\" and encoded control characters: no page of the site has them in its path,
// and a server or proxy that decodes them could turn the path into "//host".
const ENCODED_SEPARATOR_OR_CONTROL = /%(2f|5c|[01][0-9a-f]|7f)/i

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`

/**
 * True when `path` is safe as a relative Location: it resolves to this origin and to itself, so no
 * browser reads it as "//host". Judged on the final string, because normalising ("/.//host",
 * "/%2e%2e//host") can turn a harmless-looking input into a protocol-relative URL.
 */
function isSafeLocation(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  if (path.includes('\\') || hasControlCharacter(path)) return false
  const url = new URL(path, BASE)
  if (url.origin !== BASE || pathOf(url) !== path) return false
  return !ENCODED_SEPARATOR_OR_CONTROL.test(url.pathname)
}

/**
 * The path, query and hash of `target` when it is a path on this site ("/stories/x?y#z"), else
 * undefined. Rejects absolute URLs, protocol-relative "//host", backslashes (browsers read "/\host"
 * as "//host") and control characters (browsers drop tabs and newlines from URLs), in the input
 * and in the normalised path that is returned.
 */
export function sameSitePath(target: string | null | undefined): string | undefined {
  if (!target?.startsWith('/') || target.startsWith('//')) return undefined
  if (target.includes('\\') || hasControlCharacter(target)) return undefined
  let url: URL
  try {
    url = new URL(target, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE) return undefined
  const path = pathOf(url)
  return isSafeLocation(path) ? path : undefined
}
