// The prerendered pages' HTML as a phone receives and parses it, uncompressed: no page's over
// MAX_HTML_BYTES (issue 47), at any size of the archive. Read from a build's own files, so it
// is the same on a busy machine as on a quiet one.
import { statSync } from 'node:fs'
import path from 'node:path'

import { MAX_HTML_BYTES } from '@/tests/perf/budgets'
import { filesEndingIn } from '@/tests/perf/build-files'

export type HtmlFile = { file: string; bytes: number }

/** Every .html file under `folder` (a build's `server/app`), heaviest first. */
export function htmlFiles(folder: string): HtmlFile[] {
  return filesEndingIn(folder, '.html')
    .map((file) => ({ file, bytes: statSync(path.join(folder, file)).size }))
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file))
}

/** A line for each page over MAX_HTML_BYTES, naming it and its size. */
export function htmlMisses(files: readonly HtmlFile[]): string[] {
  return files
    .filter(({ bytes }) => bytes > MAX_HTML_BYTES)
    .map(
      ({ file, bytes }) =>
        `${file}: ${bytes.toLocaleString('en')} bytes of HTML (at most ${MAX_HTML_BYTES.toLocaleString('en')})`,
    )
}
