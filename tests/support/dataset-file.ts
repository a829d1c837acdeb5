// Writes documents as an NDJSON dataset file in a fresh temp dir, for sources under test.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export function toNdjson(documents: readonly object[]): string {
  return documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
}

export function writeDatasetFile(documents: readonly object[], name = 'dataset.ndjson') {
  const dir = mkdtempSync(path.join(tmpdir(), 'ruum-dataset-'))
  const file = path.join(dir, name)
  writeFileSync(file, toNdjson(documents))
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Replaces `file` at once (write, then rename), as an export or a sync would. */
export function writeDatasetAtomically(file: string, content: string | readonly object[]) {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, typeof content === 'string' ? content : toNdjson(content))
  renameSync(temporary, file)
}
