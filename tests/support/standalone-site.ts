// Instances of the production build as they run in production: `node server.js` in a copy of
// `.next/standalone` (made by `npm run build`, static files and public/ beside it), each copy
// its own, so what one instance writes to its disk cache the other cannot read.
import { cpSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  LITE_SERVE,
  outputText,
  spawnLogged,
  stopGroup,
  type LoggedProcess,
} from '@/tests/support/next-server'

export const STANDALONE_DIR = path.join('.next', 'standalone')

export type Instance = {
  name: string
  url: string
  process: LoggedProcess
  /** What the instance printed, one line each. */
  log: () => string[]
  stop: () => Promise<void>
}

/**
 * A fresh copy of the standalone build for instance `name`, outside the project; `from` is
 * another checkout's (`<checkout>/.next/standalone`), so its own folder stays as it was built.
 */
export function copyStandalone(name: string, from = STANDALONE_DIR): string {
  if (!existsSync(path.join(from, 'server.js'))) {
    throw new Error(`No standalone build in ${from}: run \`npm run build\` first.`)
  }
  const dir = path.join(tmpdir(), `ruum-instance-${name}`)
  rmSync(dir, { recursive: true, force: true })
  // The pages an earlier run of the build rendered are a cache, not the build.
  const routeCache = path.resolve(from, '.next', 'server', 'route-cache')
  cpSync(from, dir, {
    recursive: true,
    filter: (source) => path.resolve(source) !== routeCache,
  })
  return dir
}

/**
 * Starts an instance in `dir` on 127.0.0.1:`port` as production does (`node lib/lite/serve.mjs
 * server.js`: the front, and Next behind it), once it answers its health check; `withoutFront`,
 * as `node server.js` alone, once it answers at all (its health check says it is unhealthy).
 */
export async function startInstance({
  name,
  dir,
  port,
  env,
  withoutFront = false,
}: {
  name: string
  dir: string
  port: number
  env: Record<string, string>
  withoutFront?: boolean
}): Promise<Instance> {
  const command = withoutFront ? ['server.js'] : [LITE_SERVE, 'server.js']
  const running = spawnLogged(process.execPath, command, {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOSTNAME: '127.0.0.1',
      PORT: `${port}`,
      ...env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  const instance: Instance = {
    name,
    url,
    process: running,
    log: () => running.lines.map((line) => line.text),
    async stop() {
      await stopGroup(running)
      rmSync(dir, { recursive: true, force: true })
    },
  }
  const deadline = performance.now() + 60_000
  while (performance.now() < deadline && running.child.exitCode === null) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok || withoutFront,
      () => false,
    )
    if (up) return instance
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await instance.stop()
  throw new Error(`Instance ${name} did not answer on ${url}:\n${outputText(running.lines)}`)
}
