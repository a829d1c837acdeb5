// The embedded dataset's answer to Sanity's listen protocol: each change to the dataset file
// becomes the mutation events Sanity's API would send for it, for the documents the listener's
// filter matches before or after the change.
import { randomUUID } from 'node:crypto'

import type { QueryParams } from '@sanity/client'
import { evaluate, type ExprNode } from 'groq-js'

import type { StoredDocument } from '@/sanity/local/local-index'
import type { DatasetChanges, DocumentChange } from '@/sanity/live/dataset-changes'
import type { ListenSource } from '@/sanity/live/listen-handler'
import { sseEvent, type MutationEventData } from '@/sanity/live/listen-protocol'

/** Whether `doc` passes the listener's `*[<filter>]`. */
async function matches(filter: ExprNode, params: QueryParams, doc: StoredDocument | undefined) {
  if (!doc) return false
  const value = await evaluate(filter, { dataset: [doc], params })
  const result: unknown = await value.get()
  return Array.isArray(result) && result.length > 0
}

function transitionOf(before: boolean, after: boolean): MutationEventData['transition'] | null {
  if (before && after) return 'update'
  if (after) return 'appear'
  if (before) return 'disappear'
  return null
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)

/** The document as Sanity's API sends it, with the system fields a hand-written file may lack. */
const toSanityDocument = (doc: StoredDocument, rev: string | undefined) => ({
  ...doc,
  _rev: text(doc._rev, rev ?? ''),
  _createdAt: text(doc._createdAt, ''),
  _updatedAt: text(doc._updatedAt, ''),
})

/** The mutation Sanity would report: the whole new document, or its deletion. */
const mutationOf = (change: DocumentChange) =>
  change.after ? { createOrReplace: change.after } : { delete: { id: change.id } }

export function localListenSource(changes: DatasetChanges): ListenSource {
  return (request, { send }) => {
    send(sseEvent('welcome', { listenerName: `local-${randomUUID()}` }))
    // Batches are evaluated one after another, so events keep the order of the edits.
    let queue = Promise.resolve()
    return changes.subscribe((batch) => {
      queue = queue.then(async () => {
        const transactionId = randomUUID()
        const events: MutationEventData[] = []
        for (const change of batch) {
          const transition = transitionOf(
            await matches(request.filter, request.params, change.before),
            await matches(request.filter, request.params, change.after),
          )
          if (!transition) continue
          events.push({
            documentId: change.id,
            eventId: `${transactionId}#${change.id}`,
            identity: 'local-dataset',
            mutations: [mutationOf(change)],
            ...(change.previousRev && { previousRev: change.previousRev }),
            ...(change.resultRev && { resultRev: change.resultRev }),
            ...(request.includeResult &&
              change.after && { result: toSanityDocument(change.after, change.resultRev) }),
            ...(request.includePreviousRevision && {
              previous: change.before ? toSanityDocument(change.before, change.previousRev) : null,
            }),
            timestamp: new Date().toISOString(),
            transactionId,
            transition,
            visibility: request.visibility,
            transactionTotalEvents: 0,
            transactionCurrentEvent: 0,
          })
        }
        events.forEach((event, at) => {
          const numbered = {
            ...event,
            transactionTotalEvents: events.length,
            transactionCurrentEvent: at + 1,
          }
          send(sseEvent('mutation', numbered, event.eventId))
        })
      })
    })
  }
}
