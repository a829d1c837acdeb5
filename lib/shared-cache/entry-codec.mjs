// @ts-check
// Cache entries as bytes for Redis. Next's entries hold Buffers, Maps (a page's prefetch
// segments) and undefined fields, which JSON would mangle; V8's structured serialisation keeps
// them all, compactly. Only this site's own instances write these keys.
import { deserialize, serialize } from 'node:v8'

/** @param {unknown} entry @returns {Buffer} */
export const encodeEntry = (entry) => serialize(entry)

/** @param {Buffer} bytes @returns {unknown} the entry, or undefined for bytes that are not one. */
export function decodeEntry(bytes) {
  try {
    return deserialize(bytes)
  } catch {
    return undefined
  }
}

/** @param {ReadableStream<Uint8Array>} stream @returns {Promise<Buffer>} */
export async function bufferOf(stream) {
  /** @type {Uint8Array[]} */
  const chunks = []
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** @param {Uint8Array} bytes @returns {ReadableStream<Uint8Array>} a new stream over a copy. */
export function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes))
      controller.close()
    },
  })
}

/** Seconds Redis keeps an entry: its own limit, within a minute and thirty days. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
/** @param {number | undefined} expireSeconds */
export function ttlSeconds(expireSeconds) {
  if (expireSeconds === undefined || !Number.isFinite(expireSeconds)) return MAX_TTL_SECONDS
  return Math.min(Math.max(Math.ceil(expireSeconds), 60), MAX_TTL_SECONDS)
}
