// Preloaded into `npm run bench:build`'s `next start` (NODE_OPTIONS=--require): on SIGUSR2 the
// server's main thread prints one line, MEMORY_PROBE and then JSON: Node's memory (V8's heap, the
// memory outside it that JavaScript holds) as it is, and again after a full collection, with V8's
// heap spaces then, so the bench can tell what is live from what is merely not collected yet.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload for --require */
const v8 = require('node:v8')
const vm = require('node:vm')
const { isMainThread } = require('node:worker_threads')

const MEMORY_PROBE = '[memory-probe] '
const mb = (bytes) => Math.round(bytes / 1024 / 1024)

function reading() {
  const memory = process.memoryUsage()
  return {
    rss: mb(memory.rss),
    heapTotal: mb(memory.heapTotal),
    heapUsed: mb(memory.heapUsed),
    external: mb(memory.external),
    arrayBuffers: mb(memory.arrayBuffers),
  }
}

// Worker threads (the sample's image drawing) load this too: only the server's own thread answers.
if (isMainThread) {
  // A `gc` for this file alone: the flag is on while one new context is made, then off again.
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc')
  v8.setFlagsFromString('--no-expose-gc')
  process.on('SIGUSR2', () => {
    const before = reading()
    gc()
    const after = reading()
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_used_size)]),
    )
    process.stdout.write(`${MEMORY_PROBE}${JSON.stringify({ before, after, spaces })}\n`)
  })
}
