// `npm run lite-script`: bundles data saver's script (lib/lite/enhance.ts) to
// public/ruum-lite.<hash>.js, removing the builds before it, and fails past its budget.
// Run before `next build` and `next dev`, whose config names it to the pages (next.config.ts).
import { createHash } from 'node:crypto'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { build } from 'esbuild'

import { LITE_SCRIPT_MAX_BYTES } from '@/lib/lite/script-budget'
import { LITE_SCRIPT_FILE, liteScriptName } from '@/lib/lite/script-name.mjs'

const result = await build({
  entryPoints: ['lib/lite/enhance.ts'],
  bundle: true,
  write: false,
  format: 'iife',
  minify: true,
  target: 'es2022',
  tsconfig: 'tsconfig.json',
  legalComments: 'none',
  logLevel: 'warning',
})
const code = result.outputFiles[0]?.contents
if (!code) throw new Error('lib/lite/enhance.ts: esbuild wrote nothing')
// Gzipped as Next serves it (Brotli, where the browser takes it, is smaller).
const compressed = gzipSync(code).length
if (compressed > LITE_SCRIPT_MAX_BYTES) {
  throw new Error(
    `lib/lite/enhance.ts: ${compressed} bytes gzipped, over its ${LITE_SCRIPT_MAX_BYTES}`,
  )
}
const hash = createHash('sha256').update(code).digest('hex').slice(0, 8)
const file = liteScriptName(hash)
for (const old of readdirSync('public').filter((name) => LITE_SCRIPT_FILE.test(name))) {
  if (old !== file) rmSync(path.join('public', old))
}
writeFileSync(path.join('public', file), code)
console.log(`public/${file}: data saver's script, ${compressed} bytes gzipped`)
