// A set of known keys for the proxy (published story slugs, existing list pages): an unknown one
// answers 404 before any render, so a stranger's made-up values cost no render and write nothing
// to Next's page cache. The set is re-read on a miss at most once per REFRESH_MS, so new content
// shows within that and a flood of unknown keys costs the content source one query per REFRESH_MS.
import 'server-only'

export const REFRESH_MS = 2_000
/** Longest a request waits on a re-read: past it, the last set answers (or, with none, yes). */
export const MAX_WAIT_MS = 1_000

/**
 * Each known key, with a value for those that carry one (a redirect's target); and the content's
 * revision when the keys were read, if the gate has a way to ask it.
 */
type Known = { keys: ReadonlyMap<string, string | undefined>; revision?: string }

/** A key, or a key and its value. */
export type GateKey = string | readonly [key: string, value: string]

export type KeyGate = {
  has(key: string): Promise<boolean>
  /**
   * The value of a key in the last set read; undefined for any other. Never re-reads: most keys
   * asked this way are absent (most stories have no redirect), and an absence must cost nothing.
   */
  peek(key: string): string | undefined
}

export type KeyGateOptions = {
  clock?: () => number
  maxWaitMs?: number
  /**
   * A cheap read of what changes whenever the keys may (a count and a newest edit): on a miss,
   * the keys are read again only when it has changed, so a flood of unknown keys costs the
   * source this small query once per REFRESH_MS, not the whole set.
   */
  readRevision?: () => Promise<string>
}

export function createKeyGate(
  readKeys: () => Promise<Iterable<GateKey>>,
  { clock = Date.now, maxWaitMs = MAX_WAIT_MS, readRevision }: KeyGateOptions = {},
): KeyGate {
  let known: Known | undefined
  let reading: Promise<Known | undefined> | undefined
  // When the last read started, successful or not: a failing source is asked no more often.
  let lastRead = -Infinity

  /** The keys as they are now: the set already read, if the content has not changed since. */
  async function readFresh(): Promise<Known> {
    const revision = await readRevision?.()
    if (known && revision !== undefined && revision === known.revision) return known
    const keys = await readKeys()
    return (known = {
      keys: new Map([...keys].map((key) => (typeof key === 'string' ? [key, undefined] : key))),
      ...(revision !== undefined && { revision }),
    })
  }

  function refresh(): Promise<Known | undefined> {
    if (reading) return reading
    lastRead = clock()
    reading = readFresh()
      .catch((error: unknown) => {
        // The source is down: keep the last set; with none, let pages answer from their cache.
        console.error('Could not read the known keys for the proxy:', error)
        return known
      })
      .finally(() => (reading = undefined))
    return reading
  }

  /** The set to answer `key` from: the last read, or a fresh one when `key` is not in it. */
  async function setFor(key: string): Promise<Known | 'unknown' | undefined> {
    if (known?.keys.has(key)) return known
    // Read lately: unknown, or (the source down, no set ever read) let pages answer from cache.
    if (!reading && clock() - lastRead < REFRESH_MS) return known ? 'unknown' : undefined
    // A hanging source must not hold the reader: the read goes on, the answer does not wait.
    let timer: NodeJS.Timeout | undefined
    const waited = new Promise<Known | undefined>((resolve) => {
      timer = setTimeout(() => resolve(known), maxWaitMs)
    })
    const current = await Promise.race([refresh(), waited])
    clearTimeout(timer)
    return current
  }

  return {
    async has(key) {
      const set = await setFor(key)
      return set === 'unknown' ? false : set ? set.keys.has(key) : true
    },
    peek: (key) => known?.keys.get(key),
  }
}
