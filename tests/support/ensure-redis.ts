// Before `npm run test:scale`: make sure there is a redis-server to start (REDIS_SERVER names
// one, else the one on PATH). On Debian as root it installs the distribution's package, as
// .ci/run installs Chromium; elsewhere it says how to get one.
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process'

import { redisServerBinary } from '@/tests/support/redis-server'

function installed(): string | undefined {
  try {
    return execFileSync(redisServerBinary(), ['--version'], { encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

let version = installed()
const canApt = process.getuid?.() === 0 && !process.env.REDIS_SERVER
if (!version && canApt) {
  console.log('No redis-server found: installing Debian’s redis-server…')
  try {
    const quiet: ExecFileSyncOptions = {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }
    execFileSync('apt-get', ['update', '-qq'], quiet)
    execFileSync('apt-get', ['install', '-y', '-qq', 'redis-server'], quiet)
  } catch {
    // Reported below.
  }
  version = installed()
}
if (!version) {
  console.error(
    'No redis-server to run the scale tests with. Install one (Debian: apt-get install ' +
      'redis-server; macOS: brew install redis) or set REDIS_SERVER to its path.',
  )
  process.exit(1)
}
console.log(`scale tests: ${version}`)
