// @ts-check
// Starts the site: Next's own server, as it ships, on a loopback port, and the front before it
// (front.mjs) where the site is asked for. `node lib/lite/serve.mjs <server> [arguments]`:
// <server> is standalone's server.js (PORT and HOSTNAME say where the site listens, as for
// server.js alone) or Next's CLI with `start` or `dev` and its own arguments (`--port`,
// `--hostname`). Both processes stop together: a signal to the front is passed on to Next, and
// the front ends when Next does.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'

import { archiveDiskBytes } from '../shared-cache/archive-bound.mjs'
import { frontListener, frontUpgrade } from './front.mjs'
import { FRONT_TOKEN_ENV } from './front-token.mjs'

const [, , server, ...rest] = process.argv
if (!server) {
  throw new Error('Usage: node lib/lite/serve.mjs <server.js | next CLI start|dev> [arguments]')
}

/** The options Next's CLI takes for where to listen, each with its value. */
const LISTEN_OPTIONS = new Set(['--port', '-p', '--hostname', '-H'])

/**
 * The value of option `names` in `args`, as `--port 3000` or `--port=3000`.
 * @param {string[]} args @param {string[]} names
 */
function optionValue(args, names) {
  for (const [index, arg] of args.entries()) {
    if (names.includes(arg)) return args[index + 1]
    const [name, value] = arg.split('=', 2)
    if (name && names.includes(name)) return value
  }
  return undefined
}

/** `args` without the options that say where to listen. @param {string[]} args */
function withoutListenOptions(args) {
  /** @type {string[]} */
  const kept = []
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? ''
    if (LISTEN_OPTIONS.has(arg)) index += 1
    else if (!LISTEN_OPTIONS.has(arg.split('=', 1)[0] ?? '')) kept.push(arg)
  }
  return kept
}

/** A free port on the loopback interface, for Next. @returns {Promise<number>} */
function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Resolves once something listens at `port` on the loopback interface.
 * @param {number} port @param {() => boolean} gone whether Next has exited
 */
async function listening(port, gone) {
  for (;;) {
    if (gone()) throw new Error('Next exited before it listened.')
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// A bad setting stops the instance here, naming it, before Next starts.
archiveDiskBytes()

const cli = rest[0] === 'start' || rest[0] === 'dev'
const dev = rest[0] === 'dev'
const port = Number(optionValue(rest, ['--port', '-p']) ?? process.env.PORT ?? 3000)
// As Next listens when not told: every interface (server.js: HOSTNAME, else 0.0.0.0).
const hostname = optionValue(rest, ['--hostname', '-H']) ?? process.env.HOSTNAME ?? '0.0.0.0'
const upstream = {
  host: '127.0.0.1',
  port: await freeLoopbackPort(),
  token: randomBytes(16).toString('hex'),
}

const front = http.createServer(frontListener(upstream))
// `next dev` reloads the page over a WebSocket; production serves none.
if (dev) front.on('upgrade', frontUpgrade(upstream))

const next = spawn(
  process.execPath,
  [
    server,
    ...(cli
      ? [...withoutListenOptions(rest), '--hostname', upstream.host, '--port', `${upstream.port}`]
      : rest),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: `${upstream.port}`,
      HOSTNAME: upstream.host,
      [FRONT_TOKEN_ENV]: upstream.token,
    },
  },
)
let exited = false
next.once('exit', (code, signal) => {
  exited = true
  process.exitCode = code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)
  front.close()
  front.closeAllConnections()
})
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    front.close()
    if (!exited) next.kill(signal)
  })
}

await listening(upstream.port, () => exited)
front.listen(port, hostname, () => {
  console.log(`Front: the site on http://${hostname}:${port} (Next on its loopback port)`)
})
