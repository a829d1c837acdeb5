// A throwaway Redis for tests and benchmarks: on a loopback port, in memory only (nothing saved
// to disk), stopped and started again on the same port to play an outage.
import { spawn, type ChildProcess } from 'node:child_process'

/** The redis-server the tests start: REDIS_SERVER, else the one on PATH. */
export const redisServerBinary = () => process.env.REDIS_SERVER || 'redis-server'

export type TestRedis = {
  url: string
  /** Stops the server (its data goes with it, as a restarted cache's would). */
  stop: () => Promise<void>
  /** Starts an empty server on the same port again. */
  start: () => Promise<void>
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    redisServerBinary(),
    // DEBUG SLEEP (from this machine only) plays a Redis that is slow to answer.
    ['--port', `${port}`, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'].concat([
      '--enable-debug-command',
      'local',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`redis-server did not start within 10 s:\n${output}`))
    }, 10_000)
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      output += chunk
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        child.stdout?.resume()
        resolve(child)
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited with ${code}:\n${output}`))
    })
  })
}

export async function startTestRedis(port: number): Promise<TestRedis> {
  let child: ChildProcess | undefined = await launch(port)
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGKILL')
      await exited
    },
    async start() {
      child ??= await launch(port)
    },
  }
}
