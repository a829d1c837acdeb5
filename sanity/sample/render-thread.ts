// Draws sample images on one worker thread (render-worker.ts), started on first use and again if
// it dies. One thread and a short line (render-limit.ts): on a 2-core machine one core draws while
// the other keeps serving pages, and memory stays that of one drawing at a time.
import { Worker } from 'node:worker_threads'

import type { RenderSampleImageOptions } from '@/sanity/sample/render-image'
import { createLimiter } from '@/sanity/sample/render-limit'
import type { RenderJob, RenderResult } from '@/sanity/sample/render-worker'

export const MAX_WAITING_RENDERS = 8
/** An idle worker is stopped after this long, so its memory goes back to the system. */
export const IDLE_MS = 20_000

type Pending = { resolve: (image: Buffer) => void; reject: (error: Error) => void }

let worker: Worker | undefined
let idleTimer: NodeJS.Timeout | undefined
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
    const [image] = 'images' in result ? result.images : []
    if ('error' in result) job?.reject(new Error(result.error))
    else if (image) job?.resolve(Buffer.from(image))
    else job?.reject(new Error('The image worker drew nothing.'))
    if (pending.size === 0) stopWhenIdle()
  })
  // Only the current worker's death fails the jobs: an idle one stopped on purpose has none.
  started.on('error', (error) => worker === started && failAll(error))
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`The image worker stopped (exit code ${code}).`))
  })
  // An idle worker must not keep the process alive.
  started.unref()
  return started
}

function stopWhenIdle() {
  clearTimeout(idleTimer)
  idleTimer = setTimeout(() => {
    if (pending.size > 0) return
    void worker?.terminate()
    worker = undefined
  }, IDLE_MS)
  idleTimer.unref()
}

/** Draws one image off the request thread; throws BusyError when too many are waiting. */
export function renderOnWorker(options: RenderSampleImageOptions): Promise<Buffer> {
  return limiter.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        clearTimeout(idleTimer)
        worker ??= startWorker()
        const id = nextId++
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, family: [options] } satisfies RenderJob)
      }),
  )
}
