// @ts-check
// Data saver's pages as last sent, by the ETag of the page Next rendered and the encoding: Next's
// ETag is a hash of that page, so the same ETag is the same page to rewrite, and the rewriting
// (tens of milliseconds a story) is done once a page. Bounded in bytes; the page sent least
// recently is forgotten first. Plain JavaScript: Node loads it unbundled, in the front (front.mjs).

/** At most this much kept: about 1,500 stories in Brotli. */
export const MAX_REMEMBERED_BYTES = 16 * 1024 * 1024

/** @param {number} maxBytes */
export function pageMemo(maxBytes = MAX_REMEMBERED_BYTES) {
  /** @type {Map<string, Buffer>} Oldest first: a page sent again moves to the end. */
  const pages = new Map()
  let bytes = 0
  return {
    /** @param {string} key */
    get(key) {
      const body = pages.get(key)
      if (body) {
        pages.delete(key)
        pages.set(key, body)
      }
      return body
    },
    /** @param {string} key @param {Buffer} body */
    set(key, body) {
      // One page may not push out most of the others.
      if (pages.has(key) || body.length > maxBytes / 16) return
      pages.set(key, body)
      bytes += body.length
      for (const [oldest, page] of pages) {
        if (bytes <= maxBytes) break
        pages.delete(oldest)
        bytes -= page.length
      }
    },
  }
}
