// Whether the reader's connection is one data saver is made for, from what the browser tells
// of it (the Network Information API: Chromium's `navigator.connection`; other browsers have
// none, and are never told). Pure, so it is tested without a browser.

/** What of `navigator.connection` is read. */
export type ConnectionLike = { saveData?: boolean; effectiveType?: string; downlink?: number }

/** Effective types slower than a good 4G line: pages of the full site take seconds here. */
const SLOW_TYPES: readonly string[] = ['slow-2g', '2g', '3g']

/** Below this estimated bandwidth (Mbit/s), a story's photographs take longer than reading it. */
export const SLOW_DOWNLINK_MBPS = 1

/**
 * Slow or metered: the browser's own data saver, an effective type of 3G or less, or a low
 * estimated bandwidth. A connection the browser says nothing of is not slow.
 */
export function isSlowConnection(connection: ConnectionLike | undefined): boolean {
  if (!connection) return false
  if (connection.saveData) return true
  if (connection.effectiveType && SLOW_TYPES.includes(connection.effectiveType)) return true
  const { downlink } = connection
  return typeof downlink === 'number' && downlink > 0 && downlink < SLOW_DOWNLINK_MBPS
}
