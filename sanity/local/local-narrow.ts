// Query planning for the local source. groq-js answers `*[filter]` by testing every document;
// here each such scan is pointed at the few documents an index says can match. The filter still
// runs in full over them, so results are identical: only documents that cannot match are skipped.
// A scan that is ordered and sliced (`*[…] | order(…) [0...3]`) is cut further, to the first
// documents that match in that order, so its cost no longer grows with the candidates. A scan
// nested in a projection whose term compares with the outer document (`references(^._id)`,
// `category._ref == ^._id`) looks its candidates up per outer document, through `->`.
import { evaluate, type ExprNode, type FilterNode, type PipeFuncCallNode } from 'groq-js'

import { isRecord } from '../../lib/is-record'
import type { DatasetIndex, StoredDocument } from './local-index'

/** `references`: the documents holding a `_ref` to the value (or to any of them, for an array). */
type Field = '_id' | '_type' | 'slug.current' | 'category._ref' | 'references'
/** `outer`: read from the document the scan is nested in (`^._id`), rewritten to read it from `@`. */
type Operand = { literal: string } | { param: string } | { outer: ExprNode }
/** `field == operand`, or with `among`, `_id in $param` (an array of ids). */
type Constraint = { field: Field; operand: Operand; among?: true }

/** Only the first `limit` matches of a scan are read, in `order` (dataset order without one). */
type Window = { filter: ExprNode; order: PipeFuncCallNode | undefined; limit: number }

/** One `*[...]` scan: the parameter now bound to its candidates, and what they must satisfy. */
export type NarrowedScan = { param: string; constraints: Constraint[]; window?: Window }

// The colon makes these names impossible to write in GROQ, so they never clash with `$params`.
const scanParam = (n: number) => `narrow:${n}`
const CHUNK_PARAM = 'narrow:chunk'
const LIST_PARAM = 'narrow:list'
// A `->` to `narrow:<field>:<value>` answers with that field's candidates for the value. Sanity
// ids cannot hold a colon, so no reference in a document can look like one.
const LOOKUP_PREFIX = 'narrow:'
/** The field of the document a lookup answers with that holds the candidates. */
const CANDIDATES = 'candidates'

function isNode(value: unknown): value is { type: string } {
  return typeof value === 'object' && value !== null && 'type' in value
}

function isScanOfEverything(node: { type: string }): node is FilterNode {
  return (
    node.type === 'Filter' && 'base' in node && isNode(node.base) && node.base.type === 'Everything'
  )
}

/** `@`-relative attribute: `name` or `@.name`. */
function isOwnAttribute(node: ExprNode, name: string): boolean {
  return (
    node.type === 'AccessAttribute' &&
    node.name === name &&
    (node.base === undefined || node.base.type === 'This')
  )
}

function fieldOf(node: ExprNode): Field | undefined {
  if (isOwnAttribute(node, '_id')) return '_id'
  if (isOwnAttribute(node, '_type')) return '_type'
  if (node.type === 'AccessAttribute' && node.name === 'current' && node.base) {
    if (isOwnAttribute(node.base, 'slug')) return 'slug.current'
  }
  if (node.type === 'AccessAttribute' && node.name === '_ref' && node.base) {
    if (isOwnAttribute(node.base, 'category')) return 'category._ref'
    // Any other `x._ref == v`: the document references v.
    if (node.base.type === 'AccessAttribute' && isOwnAttribute(node.base, node.base.name)) {
      return 'references'
    }
  }
  return undefined
}

/**
 * `^.a.b` read one scope in (the scan's own, where the outer document is `@`): `@.a.b`. Only
 * plain attribute paths from a `^`; anything else is not an outer operand.
 */
function fromOuter(node: ExprNode): ExprNode | undefined {
  if (node.type === 'Parent') return node.n === 1 ? { type: 'This' } : { ...node, n: node.n - 1 }
  if (node.type === 'AccessAttribute' && node.base) {
    const base = fromOuter(node.base)
    return base && { ...node, base }
  }
  return undefined
}

function operandOf(node: ExprNode): Operand | undefined {
  if (node.type === 'Value' && typeof node.value === 'string') return { literal: node.value }
  if (node.type === 'Parameter') return { param: node.name }
  const outer = fromOuter(node)
  return outer && { outer }
}

/** The terms of the filter's top-level `&&` chain: each must hold for a document to match. */
function conjuncts(node: ExprNode): ExprNode[] {
  if (node.type === 'And') return [...conjuncts(node.left), ...conjuncts(node.right)]
  if (node.type === 'Group') return conjuncts(node.base)
  return [node]
}

function constraintsOf(expr: ExprNode): Constraint[] {
  const found: Constraint[] = []
  for (const term of conjuncts(expr)) {
    if (term.type === 'FuncCall' && term.name === 'references' && term.args.length === 1) {
      const operand = term.args[0] && operandOf(term.args[0])
      if (operand) found.push({ field: 'references', operand })
      continue
    }
    if (term.type === 'OpCall' && term.op === 'in' && term.right.type === 'Parameter') {
      if (fieldOf(term.left) === '_id') {
        found.push({ field: '_id', operand: { param: term.right.name }, among: true })
      }
      continue
    }
    if (term.type !== 'OpCall' || term.op !== '==') continue
    for (const [a, b] of [
      [term.left, term.right],
      [term.right, term.left],
    ] as const) {
      const field = fieldOf(a)
      const operand = operandOf(b)
      if (field && operand) found.push({ field, operand })
    }
  }
  return found
}

function visit(value: unknown, onNode: (node: ExprNode) => void) {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, onNode)
    return
  }
  // A Value node's payload is data, never syntax.
  if (!isNode(value) || value.type === 'Value') return
  onNode(value as ExprNode)
  for (const child of Object.values(value)) visit(child, onNode)
}

/** Whether the subtree reads an outer scope (`^`) or scans again: then it cannot run alone. */
function standsAlone(node: ExprNode): boolean {
  let alone = true
  visit(node, (inner) => {
    if (inner.type === 'Parent' || inner.type === 'Everything') alone = false
  })
  return alone
}

/**
 * `*[f] | order(…) [a...b]`, `*[f][a...b]` and their `[i]`: how many of the ordered matches are
 * read (b, or i + 1). Negative bounds count from the end, so they are left alone.
 */
function windowOf(node: ExprNode): { scan: FilterNode; window: Window } | undefined {
  let limit: number
  if (node.type === 'Slice' && node.left >= 0 && node.right >= 0) {
    limit = node.isInclusive ? node.right + 1 : node.right
  } else if (node.type === 'AccessElement' && node.index >= 0) {
    limit = node.index + 1
  } else {
    return undefined
  }
  const order =
    node.base.type === 'PipeFuncCall' && node.base.name === 'order' ? node.base : undefined
  const scan = order ? order.base : node.base
  if (!isScanOfEverything(scan) || !standsAlone(scan.expr)) return undefined
  if (order && !order.args.every(standsAlone)) return undefined
  return { scan, window: { filter: scan.expr, order, limit } }
}

/**
 * Rewrites a freshly parsed tree in place: each `*[...]` whose filter has index-able equality
 * terms scans a parameter instead of `*`, bound per evaluation by `bindScans`. Binding late keeps
 * the parsed tree shareable between concurrent evaluations.
 */
export function planScans(tree: ExprNode): NarrowedScan[] {
  const windows = new Map<FilterNode, Window>()
  visit(tree, (node) => {
    const found = windowOf(node)
    if (found) windows.set(found.scan, found.window)
  })
  const scans: NarrowedScan[] = []
  visit(tree, (node) => {
    if (!isScanOfEverything(node)) return
    const constraints = constraintsOf(node.expr)
    const outer = constraints.find((constraint) => 'outer' in constraint.operand)
    if (outer && 'outer' in outer.operand) {
      node.base = outerLookup(outer.field, outer.operand.outer)
      return
    }
    if (constraints.length === 0) return
    const param = scanParam(scans.length)
    const window = windows.get(node)
    node.base = { type: 'Parameter', name: param }
    scans.push({ param, constraints, ...(window && { window }) })
  })
  return scans
}

/**
 * `coalesce(narrow:<field>:<value>->candidates, *)`: the candidates for the outer document's value, looked
 * up once per outer document; every document when the value is not a string (the filter decides).
 */
function outerLookup(field: Field, value: ExprNode): ExprNode {
  const key: ExprNode = {
    type: 'OpCall',
    op: '+',
    left: { type: 'Value', value: `${LOOKUP_PREFIX}${field}:` },
    right: value,
  }
  const lookup: ExprNode = {
    type: 'AccessAttribute',
    name: CANDIDATES,
    base: {
      type: 'Deref',
      base: {
        type: 'Object',
        attributes: [{ type: 'ObjectAttributeValue', name: '_ref', value: key }],
      },
    },
  }
  return {
    type: 'FuncCall',
    namespace: 'global',
    name: 'coalesce',
    args: [lookup, { type: 'Everything' }],
  }
}

function collectReferences(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, into)
  } else if (isRecord(value)) {
    if (typeof value._ref === 'string') into.add(value._ref)
    for (const item of Object.values(value)) collectReferences(item, into)
  }
}

// Built on the first `references()` a query asks, once per index.
const referenceLists = new WeakMap<DatasetIndex, Map<string, StoredDocument[]>>()

/**
 * Each id's referencing documents, in dataset order: every `_ref` at any depth, a superset of
 * what GROQ's references() matches (which stops at the first `_ref` down a branch).
 */
function referencing(index: DatasetIndex): Map<string, StoredDocument[]> {
  let lists = referenceLists.get(index)
  if (!lists) {
    lists = new Map()
    for (const doc of index.documents) {
      const refs = new Set<string>()
      collectReferences(doc, refs)
      for (const ref of refs) {
        const list = lists.get(ref)
        if (list) list.push(doc)
        else lists.set(ref, [doc])
      }
    }
    referenceLists.set(index, lists)
  }
  return lists
}

function candidates(index: DatasetIndex, field: Field, value: string): StoredDocument[] {
  if (field === '_id') {
    const doc = index.byId.get(value)
    return doc ? [doc] : []
  }
  if (field === 'references') return referencing(index).get(value) ?? []
  const lists = {
    _type: index.byType,
    'slug.current': index.bySlug,
    'category._ref': index.byCategory,
  }
  return lists[field].get(value) ?? []
}

/** `lists` merged, in dataset order (the order `*` yields), each document once. */
function merged(index: DatasetIndex, lists: Iterable<readonly StoredDocument[]>): StoredDocument[] {
  const found = new Set<StoredDocument>()
  for (const list of lists) for (const doc of list) found.add(doc)
  return [...found].sort((a, b) => (index.position.get(a) ?? 0) - (index.position.get(b) ?? 0))
}

/**
 * What `->` reads on the local source: a document by id, or, for a lookup planScans wrote, the
 * candidates it names.
 */
export function dereferencer(index: DatasetIndex) {
  return ({ _ref }: { _ref: string }): StoredDocument | null => {
    if (!_ref.startsWith(LOOKUP_PREFIX)) return index.byId.get(_ref) ?? null
    const rest = _ref.slice(LOOKUP_PREFIX.length)
    const colon = rest.indexOf(':')
    const field = rest.slice(0, colon)
    if (!isField(field)) return null
    return {
      _id: _ref,
      _type: LOOKUP_PREFIX,
      [CANDIDATES]: candidates(index, field, rest.slice(colon + 1)),
    }
  }
}

const FIELDS: ReadonlySet<string> = new Set<Field>([
  '_id',
  '_type',
  'slug.current',
  'category._ref',
  'references',
])
const isField = (value: string): value is Field => FIELDS.has(value)

/** The smallest candidate list of a scan's terms (in dataset order, like `*`). */
function narrowest(
  constraints: Constraint[],
  params: Record<string, unknown>,
  index: DatasetIndex,
): StoredDocument[] {
  let best = index.documents
  for (const { field, operand, among } of constraints) {
    if ('outer' in operand) continue
    const value = 'literal' in operand ? operand.literal : params[operand.param]
    const manyIds = Array.isArray(value) && value.every((id) => typeof id === 'string')
    if (among || (field === 'references' && manyIds)) {
      // Only an array of strings is narrowed; anything else is left to the filter itself.
      if (!manyIds) continue
      const list = merged(
        index,
        value.map((id) => candidates(index, field, id)),
      )
      if (list.length < best.length) best = list
      continue
    }
    // A non-string can never equal these string fields; leave that to the filter itself.
    if (typeof value !== 'string') continue
    const list = candidates(index, field, value)
    if (list.length < best.length) best = list
  }
  return best
}

/** Evaluates a helper tree over documents handed in as parameters (never over `*`). */
async function run(
  tree: ExprNode,
  params: Record<string, unknown>,
  index: DatasetIndex,
): Promise<StoredDocument[]> {
  const value = await evaluate(tree, {
    params,
    // As the source evaluates queries.
    dataset: index.documents,
    dereference: dereferencer(index),
  })
  return value.get()
}

// Candidate lists (an index's own arrays) sorted by an `order(…)`, once per list and ordering:
// queries that order alike (`order(publishedOn desc)`: the newest stories, their slugs, the
// featured ones) share one sort of the stories.
const sortedLists = new WeakMap<StoredDocument[], Map<string, Promise<StoredDocument[]>>>()

/** Whether the ordering reads a parameter: then its sort holds for those values only. */
function readsParameter(order: PipeFuncCallNode): boolean {
  let reads = false
  visit(order.args, (node) => {
    if (node.type === 'Parameter') reads = true
  })
  return reads
}

/** The candidates in the query's own order: groq-js sorts them (stably), so ties keep theirs. */
function sorted(
  list: StoredDocument[],
  order: PipeFuncCallNode | undefined,
  params: Record<string, unknown>,
  index: DatasetIndex,
): Promise<StoredDocument[]> {
  if (!order) return Promise.resolve(list)
  const sort = () => {
    const tree: ExprNode = { ...order, base: { type: 'Parameter', name: LIST_PARAM } }
    return run(tree, { ...params, [LIST_PARAM]: list }, index)
  }
  if (readsParameter(order)) return sort()
  let byOrder = sortedLists.get(list)
  if (!byOrder) sortedLists.set(list, (byOrder = new Map()))
  const key = JSON.stringify(order.args)
  let result = byOrder.get(key)
  if (!result) {
    result = sort()
    byOrder.set(key, result)
  }
  return result
}

/**
 * The first `limit` candidates, in order, that pass the filter: tested a few at a time, so a
 * story's related ones cost the same in a category of 10 as of 1,000. Over these, the query's
 * own filter, order and slice give exactly what they give over every candidate: the order is
 * stable, and no candidate before the last one kept was dropped unless the filter drops it.
 */
async function firstMatches(
  list: StoredDocument[],
  { filter, limit }: Window,
  params: Record<string, unknown>,
  index: DatasetIndex,
): Promise<StoredDocument[]> {
  const test: ExprNode = {
    type: 'Filter',
    base: { type: 'Parameter', name: CHUNK_PARAM },
    expr: filter,
  }
  const kept: StoredDocument[] = []
  const step = Math.max(limit * 2, 8)
  for (let start = 0; start < list.length && kept.length < limit; start += step) {
    const chunk = list.slice(start, start + step)
    kept.push(...(await run(test, { ...params, [CHUNK_PARAM]: chunk }, index)))
  }
  return kept.slice(0, limit)
}

/** For each scan, what it may read: its narrowest candidates, cut to its window if it has one. */
export async function bindScans(
  scans: NarrowedScan[],
  params: Record<string, unknown>,
  index: DatasetIndex,
): Promise<Record<string, StoredDocument[]>> {
  const bound: Record<string, StoredDocument[]> = {}
  for (const { param, constraints, window } of scans) {
    const list = narrowest(constraints, params, index)
    bound[param] = window
      ? await firstMatches(await sorted(list, window.order, params, index), window, params, index)
      : list
  }
  return bound
}
