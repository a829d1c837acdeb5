// The sample image route's cap on drawings: a few at once, a short line, then "busy".
import { BusyError, createLimiter } from '@/sanity/sample/render-limit'

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once and refuses past `maxWaiting`', async () => {
    const limiter = createLimiter({ concurrency: 1, maxWaiting: 2 })
    const gates = [deferred(), deferred(), deferred()]
    let active = 0
    let most = 0
    const task = (gate: { promise: Promise<void> }) => async () => {
      active++
      most = Math.max(most, active)
      await gate.promise
      active--
      return 'drawn'
    }
    const running = gates.map((gate) => limiter.run(task(gate)))
    expect(limiter.load).toEqual({ running: 1, waiting: 2 })
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(BusyError)
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(running)).toEqual(['drawn', 'drawn', 'drawn'])
    expect(most).toBe(1)
    expect(limiter.load).toEqual({ running: 0, waiting: 0 })
    expect(await limiter.run(async () => 'again')).toBe('again')
  })

  it('frees its place when a task fails', async () => {
    const limiter = createLimiter({ concurrency: 1, maxWaiting: 0 })
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await limiter.run(async () => 'next')).toBe('next')
  })
})
