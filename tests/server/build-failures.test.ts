// `next build` against a content service that cannot be reached: it must fail soon after it
// starts collecting data, with one line that names the service and the URL it tried, rather
// than wait out the client's 300 s timeouts or print only a stack.
import { describe, expect, it } from 'vitest'

import { FAULTS_DIST_DIR, freePort, nextBuild, outputText } from '@/tests/support/next-server'

const BUILD_TIMEOUT_MS = 8 * 60_000

describe('building against an unreachable content service', () => {
  it(
    'fails within a minute of collecting data, naming the Sanity query API and the URL',
    async () => {
      // A free port is one nothing listens on: connections to it are refused.
      const closedPort = await freePort()
      const host = `http://127.0.0.1:${closedPort}`
      const build = await nextBuild({
        // content-faults.test.ts builds the same code there: this one compiles from its cache.
        distDir: FAULTS_DIST_DIR,
        env: {
          CONTENT_SOURCE: 'sanity',
          NEXT_PUBLIC_SANITY_PROJECT_ID: 'faults',
          SANITY_API_HOST: host,
        },
        timeoutMs: BUILD_TIMEOUT_MS,
      })
      const output = outputText(build.lines)
      const at = (text: string) => build.lines.find((line) => line.text.includes(text))
      const collecting = at('Collecting page data')
      const named = build.lines.filter((line) =>
        /Content service \w+: Sanity query API/.test(line.text),
      )
      console.log(
        `unreachable build: exit ${build.code} after ${build.ms} ms (${at('Compiled')?.text.trim()}), ` +
          `${collecting ? build.ms - collecting.ms : '?'} ms after "Collecting page data":\n` +
          named.map((line) => line.text).join('\n'),
      )

      expect(build.code, output).not.toBe(0)
      expect(collecting, output).toBeDefined()
      expect(build.ms - (collecting?.ms ?? 0)).toBeLessThan(60_000)
      expect(named.map((line) => line.text)).toEqual([
        `⨯ Error: Content service unreachable: Sanity query API at ${host}` +
          '/v2025-06-18/data/query/production (ECONNREFUSED).',
      ])
    },
    BUILD_TIMEOUT_MS + 30_000,
  )
})
