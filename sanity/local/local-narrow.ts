// Query planning for the local source. groq-js answers `*[filter]` by testing every document;
// here each such scan is pointed at the few documents an index says can match. The filter still
// runs in full over them, so results are identical: only documents that cannot match are skipped.
// A scan that is ordered and sliced (`*[…] | order(…) [0...3]`) is cut further, to the first
// documents that match in that order, so its cost no longer grows with the candidates.
import { evaluate, type ExprNode, type FilterNode, type PipeFuncCallNode } from 'groq-js'

import type { DatasetIndex, StoredDocument } from '@/sanity/local/local-index'

type Field = '_id' | '_type' | 'slug.current' | 'category._ref'
type Operand = { literal: string } | { param: string }
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
  }
  return undefined
}

function operandOf(node: ExprNode): Operand | undefined {
  if (node.type === 'Value' && typeof node.value === 'string') return { literal: node.value }
  if (node.type === 'Parameter') return { param: node.name }
  return undefined
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
    if (constraints.length === 0) return
    const param = scanParam(scans.length)
    const window = windows.get(node)
    node.base = { type: 'Parameter', name: param }
    scans.push({ param, constraints, ...(window && { window }) })
  })
  return scans
}

function candidates(index: DatasetIndex, field: Field, value: string): StoredDocument[] {
  if (field === '_id') {
    const doc = index.byId.get(value)
    return doc ? [doc] : []
  }
  const lists = {
    _type: index.byType,
    'slug.current': index.bySlug,
    'category._ref': index.byCategory,
  }
  return lists[field].get(value) ?? []
}

/** The documents with these ids, in dataset order (the order `*` yields), each once. */
function byIds(index: DatasetIndex, ids: readonly string[]): StoredDocument[] {
  const found = new Set<StoredDocument>()
  for (const id of ids) {
    const doc = index.byId.get(id)
    if (doc) found.add(doc)
  }
  return [...found].sort((a, b) => (index.position.get(a) ?? 0) - (index.position.get(b) ?? 0))
}

/** The smallest candidate list of a scan's terms (in dataset order, like `*`). */
function narrowest(
  constraints: Constraint[],
  params: Record<string, unknown>,
  index: DatasetIndex,
): StoredDocument[] {
  let best = index.documents
  for (const { field, operand, among } of constraints) {
    const value = 'literal' in operand ? operand.literal : params[operand.param]
    if (among) {
      // Only an array of strings is narrowed; anything else is left to the filter itself.
      if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) continue
      const list = byIds(index, value)
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
    // As the source evaluates queries: groq-js's synchronous paths (`order` over a parameter)
    // resolve `->` from the dataset, the others through `dereference`.
    dataset: index.documents,
    dereference: ({ _ref }) => index.byId.get(_ref) ?? null,
  })
  return value.get()
}

// Candidate lists (an index's own arrays) sorted by an `order(…)` node, once per list and order.
const sortedLists = new WeakMap<
  StoredDocument[],
  Map<PipeFuncCallNode, Promise<StoredDocument[]>>
>()

/** The candidates in the query's own order: groq-js sorts them (stably), so ties keep theirs. */
function sorted(
  list: StoredDocument[],
  order: PipeFuncCallNode | undefined,
  index: DatasetIndex,
): Promise<StoredDocument[]> {
  if (!order) return Promise.resolve(list)
  let byOrder = sortedLists.get(list)
  if (!byOrder) sortedLists.set(list, (byOrder = new Map()))
  let result = byOrder.get(order)
  if (!result) {
    const tree: ExprNode = { ...order, base: { type: 'Parameter', name: LIST_PARAM } }
    result = run(tree, { [LIST_PARAM]: list }, index)
    byOrder.set(order, result)
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
      ? await firstMatches(await sorted(list, window.order, index), window, params, index)
      : list
  }
  return bound
}
