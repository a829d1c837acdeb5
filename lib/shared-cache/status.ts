// The shared cache's state as the health check reports it. The cache handlers run unbundled
// (lib/shared-cache/*.mjs) and publish their state on globalThis under STATUS_SYMBOL; this
// bundled side reads it there.
import { redisUrl } from '@/lib/settings'
import { STATUS_SYMBOL } from '@/lib/shared-cache/status-symbol.mjs'

export type SharedCacheState = 'off' | 'up' | 'down'

/** `off` without REDIS_URL; else `up` while Redis answers, `down` until it first does or after. */
export function sharedCacheState(): SharedCacheState {
  if (!redisUrl()) return 'off'
  const read: unknown = Reflect.get(globalThis, STATUS_SYMBOL)
  const status: unknown = typeof read === 'function' ? Reflect.apply(read, undefined, []) : null
  const reachable =
    typeof status === 'object' && status !== null && 'reachable' in status && status.reachable
  return reachable === true ? 'up' : 'down'
}
