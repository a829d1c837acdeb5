// What one page load transferred, as the byte gate (tests/perf/check-bytes.ts) counts it.

/** The kinds of bytes the gate sums: `rsc` is Next's RSC payloads (the router's prefetches). */
export const BYTE_KINDS = ['html', 'css', 'js', 'fonts', 'images', 'rsc', 'other'] as const
export type ByteKind = (typeof BYTE_KINDS)[number]

export type PageWeight = {
  /** Compressed bytes over the wire before any interaction, by kind. */
  bytes: Record<ByteKind, number>
  /** Of `bytes.js`, the scripts the page's HTML names: its own first-load JavaScript. */
  pageScriptBytes: number
  /** The paths of every script it loaded (same origin), to see whose they are. */
  scripts: string[]
  /** Requests made before any interaction (data: and blob: URLs aside). */
  requests: number
  /** Origins other than the page's that it asked anything of. */
  otherHosts: string[]
  /** Requests that failed (not those the page itself cancelled). */
  failed: string[]
  /** Web font files downloaded that no text on the page is drawn in. */
  unusedFonts: string[]
}

/** Zero bytes of every kind. */
export const noBytes = (): Record<ByteKind, number> => ({
  html: 0,
  css: 0,
  js: 0,
  fonts: 0,
  images: 0,
  rsc: 0,
  other: 0,
})

export const totalBytes = (weight: Pick<PageWeight, 'bytes'>) =>
  BYTE_KINDS.reduce((sum, kind) => sum + weight.bytes[kind], 0)

/** The paths of the scripts a page's HTML loads: its own first-load JavaScript. */
export function pageScriptPaths(html: string, base: string): Set<string> {
  const paths = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    if (match[1]) paths.add(new URL(match[1].replaceAll('&amp;', '&'), base).pathname)
  }
  return paths
}
