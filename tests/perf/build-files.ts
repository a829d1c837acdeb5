// A build's files of one kind, for the checks that read a build's own output.
import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Every file under `folder` whose name ends in `suffix` (`.html`), relative to `folder`. */
export function filesEndingIn(folder: string, suffix: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(suffix)) files.push(path.relative(folder, full))
    }
  }
  walk(folder)
  return files
}
