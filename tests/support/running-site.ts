// A production server of the current build for tests that talk HTTP to it: its own copy of the
// build (so what it writes to its caches is its own to measure), started, waited for, stopped.
import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import {
  prepareCopies,
  publishSite,
  removeCopies,
  startServer,
  type PublishSite,
} from '@/tests/support/publish-site'

export type RunningSite = PublishSite & {
  server: ChildProcess
  /** What the server printed on stderr so far. */
  errors: () => string
  stop: () => Promise<void>
}

/** Resolves once `url` answers at all; fails if `server` exits or time runs out. */
export async function waitUntilUp(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms.`)
}

/**
 * Next's advice, on stderr, for `next start` on a standalone build (production runs server.js:
 * npm start, the Dockerfile). These servers start a copy of the build with `next start` on
 * purpose, for its own distDir; the advice is not a fault of the site.
 */
const STANDALONE_START_ADVICE = /^.*"next start" does not work with "output: standalone".*\n?/m

export async function startSite(
  name: string,
  port: number,
  { env = {} }: { env?: Record<string, string> } = {},
): Promise<RunningSite> {
  const site = publishSite(port, name)
  prepareCopies(site)
  const server = startServer(site, 'pipe', env)
  let errors = ''
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
  server.stdout?.resume()
  await waitUntilUp(site.url, server)
  return {
    ...site,
    server,
    errors: () => errors.replace(STANDALONE_START_ADVICE, ''),
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      removeCopies(site)
    },
  }
}

/** Every file (path and size) Next keeps at run time: the page cache and the data caches. */
export function cacheFiles(site: PublishSite): Map<string, number> {
  const files = new Map<string, number>()
  const walk = (folder: string) => {
    let names: string[]
    try {
      names = readdirSync(folder)
    } catch {
      return
    }
    for (const name of names) {
      const file = path.join(folder, name)
      // A file the server removed between the listing and here (the archive's bound) is gone.
      const info = statSync(file, { throwIfNoEntry: false })
      if (!info) continue
      if (info.isDirectory()) walk(file)
      else files.set(file, info.size)
    }
  }
  walk(path.join(site.distDir, 'server', 'route-cache'))
  walk(path.join(site.distDir, 'cache'))
  return files
}

/** The server's resident memory in MB (Linux), or NaN where /proc is not there. */
export function residentMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return Math.round(kb / 1024)
  } catch {
    return Number.NaN
  }
}
