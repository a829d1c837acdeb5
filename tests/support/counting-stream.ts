// A request body that tells how much of it was read: the webhook must not read what it rejects.

export type CountingStream = {
  stream: ReadableStream<Uint8Array>
  /** Bytes handed to the reader so far. */
  pulledBytes: () => number
  /** Whether the reader gave up on the stream. */
  cancelled: () => boolean
}

/** Streams `content` in chunks of `chunkBytes`, only as fast as it is read. */
export function countingStream(content: Uint8Array, chunkBytes = 16 * 1024): CountingStream {
  let pulled = 0
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= content.length) return controller.close()
        const chunk = content.slice(pulled, pulled + chunkBytes)
        pulled += chunk.length
        controller.enqueue(chunk)
      },
      cancel() {
        cancelled = true
      },
    },
    // No read-ahead: a chunk is produced only when someone asks for it.
    { highWaterMark: 0 },
  )
  return { stream, pulledBytes: () => pulled, cancelled: () => cancelled }
}
