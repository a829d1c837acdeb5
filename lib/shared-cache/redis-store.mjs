// @ts-check
// The one Redis connection of this process, shared by Next's two cache handlers (pages and
// 'use cache' entries). Next imports the handlers unbundled at run time, so this is plain ESM.
//
// Redis is a shared copy, never a dependency: every command gives up after COMMAND_TIMEOUT_MS,
// none waits for a connection (no offline queue), and a failure returns `undefined` so the
// caller serves from this instance's own cache. One line is logged when Redis goes away and one
// when it is back, not one per request.
import { randomUUID } from 'node:crypto'

import { createClient, RESP_TYPES } from 'redis'

import { STATUS_SYMBOL } from './status-symbol.mjs'

/** How long one command may take before the page goes on without the shared cache. */
export const COMMAND_TIMEOUT_MS = 500
/** Commands waiting for a slow Redis beyond this many fail at once instead of queueing. */
const MAX_PENDING_COMMANDS = 1_000
/** Reconnect attempts back off up to this, so a Redis that is back is found within it. */
const MAX_RECONNECT_DELAY_MS = 1_000
/** Every key this site writes starts with this, so one Redis can serve other things too. */
export const KEY_PREFIX = 'ruum:'

/** @param {string} url @returns {string} the URL without its password, for logs. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an invalid REDIS_URL)'
  }
}

/**
 * @param {string} url
 * @param {{ log?: (line: string) => void }} [options]
 */
export function createRedisStore(url, { log = (line) => console.log(line) } = {}) {
  const where = redactUrl(url)
  const connection = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_PENDING_COMMANDS,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: COMMAND_TIMEOUT_MS * 2,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  })
  // Values come back as bytes (entries are binary); events and the connection stay on the base.
  const client = connection.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })

  const status = { reachable: false }
  let connectedOnce = false
  let announcedAway = false

  /** @param {unknown} error */
  function wentAway(error) {
    status.reachable = false
    if (announcedAway) return
    announcedAway = true
    const what = connectedOnce ? 'lost' : 'cannot reach'
    log(
      `Shared cache: ${what} Redis at ${where} (${describe(error)}); ` +
        'each instance serves from its own cache until it answers.',
    )
  }

  function answered() {
    status.reachable = true
    if (!announcedAway && connectedOnce) return
    const back = announcedAway
    announcedAway = false
    connectedOnce = true
    log(back ? `Shared cache: Redis at ${where} is back.` : `Shared cache: Redis at ${where}.`)
  }

  connection.on('ready', answered)
  // Without a listener an 'error' event would end the process; an outage is logged once.
  connection.on('error', wentAway)
  connection.connect().catch(wentAway)

  /**
   * Runs one command, or returns undefined when Redis is away, slow or failing. The client's
   * own timeout covers only a command still waiting to be sent; one Redis has not answered is
   * given up on here, and its late answer dropped.
   * @template T
   * @param {() => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async function attempt(command) {
    if (!connection.isReady) return undefined
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer
    /** @type {Promise<never>} */
    const late = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`)),
        COMMAND_TIMEOUT_MS,
      )
    })
    const running = command()
    running.catch(() => undefined) // answered after the page went on: nothing to do
    try {
      const result = await Promise.race([running, late])
      answered()
      return result
    } catch (error) {
      wentAway(error)
      return undefined
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    status: () => ({ ...status }),
    /** @param {string} key */
    getBuffer: (key) =>
      attempt(async () => {
        const value = await client.get(KEY_PREFIX + key)
        return value === null ? undefined : value
      }),
    /** @param {string} key @param {Buffer} value @param {number} ttlSeconds */
    setBuffer: (key, value, ttlSeconds) =>
      attempt(() =>
        client.set(KEY_PREFIX + key, value, { EX: Math.max(1, Math.ceil(ttlSeconds)) }),
      ),
    /**
     * Writes tag timestamps into one hash and gives it a new version, in one transaction. The
     * version is random, not a counter: a Redis that restarted empty must not count up to a
     * version an instance has already seen.
     * @param {string} hash @param {Record<string, string>} fields
     */
    writeTags: (hash, fields) =>
      attempt(() =>
        client
          .multi()
          .hSet(KEY_PREFIX + hash, fields)
          .set(`${KEY_PREFIX}${hash}:version`, randomUUID())
          .exec()
          .then(() => true),
      ),
    /** @param {string} hash */
    tagsVersion: (hash) =>
      attempt(async () => {
        const value = await client.get(`${KEY_PREFIX}${hash}:version`)
        return value === null ? 'none' : value.toString()
      }),
    /** @param {string} hash */
    readTags: (hash) =>
      attempt(async () => {
        /** @type {Record<string, string>} */
        const fields = {}
        const raw = await client.hGetAll(KEY_PREFIX + hash)
        for (const [field, value] of Object.entries(raw)) fields[field] = String(value)
        return fields
      }),
    close: () => connection.close().catch(() => undefined),
  }
}

/** @param {unknown} error */
function describe(error) {
  if (error instanceof AggregateError && error.errors[0]) return describe(error.errors[0])
  if (error instanceof Error) {
    const code = Reflect.get(error, 'code')
    return typeof code === 'string' ? code : error.message
  }
  return String(error)
}

/** @typedef {ReturnType<typeof createRedisStore>} RedisStore */

/** @type {RedisStore | undefined} */
let shared

/**
 * This process's store when REDIS_URL is set, else undefined (the single-machine default).
 * @returns {RedisStore | undefined}
 */
export function sharedStore() {
  // Read here, not through lib/settings.ts: Next imports this file unbundled, and an unbundled
  // file cannot import TypeScript.
  const url = process.env.REDIS_URL
  if (!url) return undefined
  if (!shared) {
    const store = createRedisStore(url)
    shared = store
    Reflect.set(globalThis, STATUS_SYMBOL, () => store.status())
  }
  return shared
}
