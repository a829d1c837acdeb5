// @ts-check
// Starts a Next server with data saver's pages framework-free (hook.mjs): `node
// lib/lite/serve.mjs <server>` runs <server> (standalone's server.js, or Next's own CLI with its
// arguments: `node lib/lite/serve.mjs node_modules/next/dist/bin/next start`) as if Node had been
// asked for it, after the hook. Not `node --import`: the sample's drawing threads inherit Node's
// flags, and standalone's server.js changes folder before they start.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import './hook.mjs'

const [, , server] = process.argv
if (!server) throw new Error('Usage: node lib/lite/serve.mjs <server.js or next CLI> [arguments]')
// The server reads its own arguments from process.argv[2] on, as when Node started it.
process.argv.splice(1, 1)
process.argv[1] = path.resolve(server)
await import(pathToFileURL(process.argv[1]).href)
