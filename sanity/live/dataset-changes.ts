// The embedded dataset's changes, document by document, for live preview: whoever edits the file
// (an editor's script, `npm run sample`, a test), subscribers learn which documents changed.
// Watches the file only while someone listens, so it costs nothing when no editor is connected.
import { createHash } from 'node:crypto'
import { readFileSync, statSync, watch, type FSWatcher } from 'node:fs'
import path from 'node:path'

import { parseNdjson, type StoredDocument } from '@/sanity/local/local-index'

/** One document's change: absent before (created), absent after (deleted), or both (edited). */
export type DocumentChange = {
  id: string
  before: StoredDocument | undefined
  after: StoredDocument | undefined
  /** Content hashes, standing in for Sanity's revisions (a hand edit keeps `_rev`). */
  previousRev: string | undefined
  resultRev: string | undefined
}

export type ChangeListener = (changes: DocumentChange[]) => void

export type DatasetChanges = {
  /** Calls `listener` with each batch of changes; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void
  /** Whether the file is being watched (someone listens). */
  watching(): boolean
}

type Snapshot = { revision: string; documents: Map<string, { doc: StoredDocument; rev: string }> }

const revisionOf = (file: string): string => {
  try {
    const { mtimeMs, size } = statSync(file)
    return `${mtimeMs}:${size}`
  } catch {
    return ''
  }
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16)

function readSnapshot(file: string): Snapshot | undefined {
  const revision = revisionOf(file)
  if (!revision) return undefined
  const documents = new Map<string, { doc: StoredDocument; rev: string }>()
  for (const doc of parseNdjson(readFileSync(file, 'utf8'), file)) {
    documents.set(doc._id, { doc, rev: hash(JSON.stringify(doc)) })
  }
  return { revision, documents }
}

function diff(before: Snapshot, after: Snapshot): DocumentChange[] {
  const changes: DocumentChange[] = []
  for (const [id, now] of after.documents) {
    const was = before.documents.get(id)
    if (was?.rev === now.rev) continue
    changes.push({
      id,
      before: was?.doc,
      after: now.doc,
      previousRev: was?.rev,
      resultRev: now.rev,
    })
  }
  for (const [id, was] of before.documents) {
    if (after.documents.has(id)) continue
    changes.push({
      id,
      before: was.doc,
      after: undefined,
      previousRev: was.rev,
      resultRev: undefined,
    })
  }
  return changes
}

/**
 * `debounceMs`: a write arrives as several file events; they are read once, after the last.
 * A file caught half-written does not parse: it is read again on the next event or after
 * `retryMs`, and the last good snapshot stands meanwhile.
 */
export function createDatasetChanges(
  file: string,
  { debounceMs = 40, retryMs = 250 } = {},
): DatasetChanges {
  const listeners = new Set<ChangeListener>()
  let watcher: FSWatcher | undefined
  let snapshot: Snapshot | undefined
  let timer: NodeJS.Timeout | undefined

  function check() {
    timer = undefined
    if (!watcher) return
    if (revisionOf(file) === (snapshot?.revision ?? '')) return
    let next: Snapshot | undefined
    try {
      next = readSnapshot(file)
    } catch {
      timer = setTimeout(check, retryMs)
      return
    }
    const previous = snapshot ?? { revision: '', documents: new Map() }
    snapshot = next
    const changes = diff(previous, next ?? { revision: '', documents: new Map() })
    if (changes.length === 0) return
    for (const listener of listeners) listener(changes)
  }

  function schedule() {
    if (timer) clearTimeout(timer)
    timer = setTimeout(check, debounceMs)
  }

  function start() {
    try {
      snapshot = readSnapshot(file)
    } catch {
      snapshot = undefined
    }
    // The folder, not the file: a tool that saves by writing a new file and renaming it over
    // the old one would leave a watch on the file looking at the old one.
    const name = path.basename(file)
    watcher = watch(path.dirname(file), (_event, changed) => {
      if (changed === null || changed === name) schedule()
    })
    watcher.on('error', () => stop())
  }

  function stop() {
    watcher?.close()
    watcher = undefined
    snapshot = undefined
    if (timer) clearTimeout(timer)
    timer = undefined
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (!watcher) start()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) stop()
      }
    },
    watching: () => watcher !== undefined,
  }
}
