// Draws sample images on one worker thread (render-worker.ts), started on first use and again if
// it dies. One thread and a short line (render-limit.ts): on a 2-core machine one core draws while
// the other keeps serving pages, and memory stays that of one drawing at a time.
import { Worker } from 'node:worker_threads'

import type { RenderSampleImageOptions } from './render-image'
import { createLimiter } from './render-limit'
import type { RenderResult } from './render-worker'

export const MAX_WAITING_RENDERS = 8

type Pending = { resolve: (image: Buffer) => void; reject: (error: Error) => void }

let worker: Worker | undefined
let nextId = 0
const pending = new Map<number, Pending>()
const limiter = createLimiter({ concurrency: 1, maxWaiting: MAX_WAITING_RENDERS })

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error)
  pending.clear()
  worker = undefined
}

function startWorker(): Worker {
  const started = new Worker(new URL('./render-worker.ts', import.meta.url))
  started.on('message', (result: RenderResult) => {
    const job = pending.get(result.id)
    pending.delete(result.id)
    if ('error' in result) job?.reject(new Error(result.error))
    else job?.resolve(Buffer.from(result.image))
  })
  started.on('error', failAll)
  started.on('exit', (code) => failAll(new Error(`The image worker stopped (exit code ${code}).`)))
  // An idle worker must not keep the process alive.
  started.unref()
  return started
}

/** Draws one image off the request thread; throws BusyError when too many are waiting. */
export function renderOnWorker(options: RenderSampleImageOptions): Promise<Buffer> {
  return limiter.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        worker ??= startWorker()
        const id = nextId++
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, options })
      }),
  )
}
