// The embedded dataset as a content source: the site's GROQ strings, run with groq-js over
// sanity/sample/data/dataset.ndjson (or LOCAL_DATASET_PATH), seen through the published
// perspective (or, for editors' preview, drafts over published). Indexes keep a story page's cost
// flat however many stories the file holds.
import { statSync } from 'node:fs'

import type { ClientReturn, QueryParams } from '@sanity/client'
import { evaluate, parse, type ExprNode } from 'groq-js'

import { localDatasetPath } from './dataset-path'
import {
  buildIndex,
  readNdjson,
  type DatasetIndex,
  type Perspective,
  type StoredDocument,
} from './local-index'
import { bindScans, dereferencer, planScans, type NarrowedScan } from './local-narrow'

export type LocalSourceOptions = {
  /** Defaults to LOCAL_DATASET_PATH, else sanity/sample/data/dataset.ndjson under the cwd. */
  datasetPath?: string
  /** Point `*[...]` scans at index candidates (default). Off only to prove it changes nothing. */
  narrow?: boolean
}

export type LocalFetchOptions = { perspective?: Perspective }

export type LocalSource = {
  datasetPath: string
  /** Changes whenever the file does (mtime and size); '' while it is missing. */
  revision(): string
  fetch<const Q extends string>(
    query: Q,
    params?: QueryParams,
    options?: LocalFetchOptions,
  ): Promise<ClientReturn<Q, unknown>>
  /** The documents a perspective sees now (what source maps are read against). */
  index(perspective: Perspective): Promise<DatasetIndex>
}

type Plan = { tree: ExprNode; scans: NarrowedScan[] }

export function createLocalSource(options: LocalSourceOptions = {}): LocalSource {
  const datasetPath = options.datasetPath ?? localDatasetPath()
  const narrow = options.narrow ?? true
  const plans = new Map<string, Map<string, Plan>>()
  let loaded:
    | {
        revision: string
        documents: Promise<StoredDocument[]>
        indexes: Map<Perspective, Promise<DatasetIndex>>
      }
    | undefined

  function revision(): string {
    try {
      const { mtimeMs, size } = statSync(/* turbopackIgnore: true */ datasetPath)
      return `${mtimeMs}:${size}`
    } catch {
      return ''
    }
  }

  // Re-reads only when the file changed; concurrent first calls share one read. The drafts index
  // is built only once an editor previews.
  function load(perspective: Perspective): Promise<DatasetIndex> {
    const current = revision()
    if (!current) {
      throw new Error(
        `The embedded dataset is missing at ${datasetPath}: run \`npm run sample\` to generate it, or set LOCAL_DATASET_PATH.`,
      )
    }
    if (loaded?.revision !== current) {
      const documents = readNdjson(datasetPath)
      loaded = { revision: current, documents, indexes: new Map() }
    }
    let index = loaded.indexes.get(perspective)
    if (!index) {
      index = loaded.documents.then((documents) => buildIndex(documents, perspective))
      loaded.indexes.set(perspective, index)
    }
    return index
  }

  // Parsing and planning happen once per query string and limits; the site has a handful. GROQ
  // slices take constant bounds, so a query's number parameters (its `[0...$limit]`) are folded
  // in as it is parsed, as the hosted API does: the planner then sees how many matches are read.
  function plan(query: string, params: QueryParams): Plan {
    const limits = Object.fromEntries(
      Object.entries(params).filter(([, value]) => typeof value === 'number'),
    )
    let byLimits = plans.get(query)
    if (!byLimits) plans.set(query, (byLimits = new Map()))
    const key = JSON.stringify(limits)
    let found = byLimits.get(key)
    if (!found) {
      const tree = parse(query, { params: limits })
      found = { tree, scans: narrow ? planScans(tree) : [] }
      byLimits.set(key, found)
    }
    return found
  }

  async function fetch<const Q extends string>(
    query: Q,
    params: QueryParams = {},
    { perspective = 'published' }: LocalFetchOptions = {},
  ): Promise<ClientReturn<Q, unknown>> {
    const index = await load(perspective)
    const { tree, scans } = plan(query, params)
    const value = await evaluate(tree, {
      // Only the perspective's documents are in the index: release versions never are.
      dataset: index.documents,
      params: { ...params, ...(await bindScans(scans, params, index)) },
      // `->` is a map lookup, not a scan of the dataset.
      dereference: dereferencer(index),
    })
    const result: unknown = await value.get()
    // The one typed boundary. groq-js answers any query with JSON it cannot type; TypeGen typed
    // this query's answer from the same string and the schema (sanity.types.ts), and
    // the dataset passes that schema's validation (tests/unit/sanity/schema-types/validation.test.ts). So it
    // is trusted here exactly as @sanity/client trusts the hosted API's answer.
    return result as ClientReturn<Q, unknown>
  }

  return { datasetPath, revision, fetch, index: load }
}

// One per process, however many bundles hold this module (the pages', the proxy's, the
// instrumentation's): the dataset (180 MB of documents at 5,000 stories) is read and kept once.
const SHARED = Symbol.for('the-ruum-africa.local-source')
const shared = globalThis as { [SHARED]?: LocalSource }

export const localSource: LocalSource = (shared[SHARED] ??= createLocalSource())
