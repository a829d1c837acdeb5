// Data saver's one script (lib/lite/enhance.ts), bundled to public/ under a name with its
// content's hash by `npm run lite-script` (before `next build` and `next dev`): cached for good
// across pages, a new name with each change. Read in Node only (next.config.ts, the builder).
import { readdirSync } from 'node:fs'

// Relative: next.config.ts loads this module, and Next's config loader does not know `@/`.
import { LITE_SCRIPT_FILE } from './script-name.mjs'

/** The script's address, or '' before its first build (type checks, lint): pages then name none. */
export function liteScriptPath(publicDir = 'public'): string {
  let files: string[] = []
  try {
    files = readdirSync(publicDir)
  } catch {
    return ''
  }
  const file = files.find((name) => LITE_SCRIPT_FILE.test(name))
  return file ? `/${file}` : ''
}
