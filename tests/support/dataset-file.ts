// Writes documents as an NDJSON dataset file in a fresh temp dir, for sources under test.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { writeNdjson } from '@/sanity/sample/write'

export function writeDatasetFile(documents: readonly object[], name = 'dataset.ndjson') {
  const dir = mkdtempSync(path.join(tmpdir(), 'ruum-dataset-'))
  const file = path.join(dir, name)
  writeNdjson(file, documents)
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
