// At most `concurrency` tasks at once and at most `maxWaiting` in line: past that a task is refused
// at once (the route answers 503 with Retry-After) instead of piling up work and memory.

export class BusyError extends Error {
  constructor() {
    super('Too many images are being drawn; try again shortly.')
    this.name = 'BusyError'
  }
}

export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks running and waiting, for tests. */
  readonly load: { running: number; waiting: number }
}

export function createLimiter({
  concurrency,
  maxWaiting,
}: {
  concurrency: number
  maxWaiting: number
}): Limiter {
  let running = 0
  const waiting: Array<() => void> = []

  function next() {
    running--
    waiting.shift()?.()
  }

  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new BusyError()
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
      running++
      try {
        return await task()
      } finally {
        next()
      }
    },
    get load() {
      return { running, waiting: waiting.length }
    },
  }
}
