import { spawnSync } from 'node:child_process'

// Each command fails while loading next.config.ts, before any build or server work starts.
const commands: Array<{ name: string; args: string[] }> = [
  { name: 'next dev', args: ['dev', '--port', '3299'] },
  { name: 'next build', args: ['build'] },
  { name: 'next start', args: ['start', '--port', '3299'] },
]

function runNext(args: readonly string[], env: Record<string, string>, timeout = 60_000) {
  const nextEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  delete nextEnv.NEXT_PUBLIC_SANITY_PROJECT_ID
  Object.assign(nextEnv, env)
  const result = spawnSync('node_modules/.bin/next', args, {
    env: nextEnv,
    encoding: 'utf8',
    timeout,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('startup settings', () => {
  it.each(commands)('$name fails naming the missing project id', ({ args }) => {
    const { status, output } = runNext(args, { CONTENT_SOURCE: 'sanity' })
    expect(status).not.toBe(0)
    expect(output).toContain('Missing setting NEXT_PUBLIC_SANITY_PROJECT_ID')
  })

  it.each(commands.filter(({ name }) => name !== 'next dev'))(
    '$name of a hosted site without SITE_URL fails naming it',
    ({ args }) => {
      const { status, output } = runNext(args, {
        CONTENT_SOURCE: 'sanity',
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123',
        SITE_URL: '',
      })
      expect(status).not.toBe(0)
      expect(output).toContain('Missing setting SITE_URL')
    },
  )

  it('fails on an unknown content source, naming the setting and the allowed values', () => {
    const { status, output } = runNext(['build'], { CONTENT_SOURCE: 'wordpress' })
    expect(status).not.toBe(0)
    expect(output).toContain('CONTENT_SOURCE="wordpress"')
    expect(output).toContain('"local" and "sanity"')
  })

  it('fails on a SANITY_API_HOST that is not an http(s) URL, naming the setting', () => {
    const { status, output } = runNext(['start', '--port', '3299'], {
      CONTENT_SOURCE: 'sanity',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'test123',
      SANITY_API_HOST: 'localhost:3699',
    })
    expect(status).not.toBe(0)
    expect(output).toContain('Invalid setting SANITY_API_HOST="localhost:3699"')
  })
})
