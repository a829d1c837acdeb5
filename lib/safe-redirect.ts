// Where a redirect taken from a URL parameter may go: a path on this site, never another origin.

// Any absolute base works: only whether the origin stays the same matters.
const BASE = 'http://same-site.invalid'

const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)

/**
 * The path, query and hash of `target` when it is a path on this site ("/stories/x?y#z"), else
 * undefined. Rejects absolute URLs, protocol-relative "//host", backslashes (browsers read "/\host"
 * as "//host") and control characters (browsers drop tabs and newlines from URLs).
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
  return `${url.pathname}${url.search}${url.hash}`
}
