// Which addresses from content may become links. Editors type them, so one place decides.

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/**
 * The normalised address when it is an absolute http, https or mailto URL, else undefined.
 * The URL parser reads the scheme the way browsers do (dropping leading spaces and control
 * characters and the tabs and newlines inside, ignoring case), so " JaVa\tScript:" cannot slip
 * by, and the returned href is exactly what the browser will follow.
 */
export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined
  let url: URL
  try {
    url = new URL(href)
  } catch {
    // Relative or malformed: content links must be absolute.
    return undefined
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : undefined
}
