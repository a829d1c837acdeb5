// Bundles the service worker (lib/offline/service-worker.ts) to public/sw.js, stamped with the
// build's ID: `npm run build` runs it after `next build` (so a new deploy is a new worker, which
// the browser installs in place of the old one), `npm run dev` before it (stamped `dev`).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { distDir } from '@/lib/settings'

const buildIdFile = path.join(distDir(), 'BUILD_ID')
const stamp = process.argv.includes('--dev') ? 'dev' : readFileSync(buildIdFile, 'utf8').trim()

await build({
  entryPoints: ['lib/offline/service-worker.ts'],
  outfile: 'public/sw.js',
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  tsconfig: 'tsconfig.json',
  define: { WORKER_BUILD: JSON.stringify(stamp) },
  legalComments: 'none',
  logLevel: 'warning',
})
console.log(`public/sw.js: the service worker of build ${stamp}`)
