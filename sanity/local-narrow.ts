// Query planning for the local source. groq-js answers `*[filter]` by testing every document;
// here each such scan is pointed at the few documents an index says can match. The filter still
// runs in full over them, so results are identical: only documents that cannot match are skipped.
import type { ExprNode, FilterNode } from 'groq-js'

import type { DatasetIndex, StoredDocument } from './local-index'

type Field = '_id' | '_type' | 'slug.current' | 'category._ref'
type Operand = { literal: string } | { param: string }
type Constraint = { field: Field; operand: Operand }

/** One `*[...]` scan: the parameter now bound to its candidates, and what they must satisfy. */
export type NarrowedScan = { param: string; constraints: Constraint[] }

// The colon makes these names impossible to write in GROQ, so they never clash with `$params`.
const scanParam = (n: number) => `narrow:${n}`

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

function visit(value: unknown, onScan: (node: FilterNode) => void) {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, onScan)
    return
  }
  // A Value node's payload is data, never syntax.
  if (!isNode(value) || value.type === 'Value') return
  if (isScanOfEverything(value)) onScan(value)
  for (const child of Object.values(value)) visit(child, onScan)
}

/**
 * Rewrites a freshly parsed tree in place: each `*[...]` whose filter has index-able equality
 * terms scans a parameter instead of `*`, bound per evaluation by `bindScans`. Binding late keeps
 * the parsed tree shareable between concurrent evaluations.
 */
export function planScans(tree: ExprNode): NarrowedScan[] {
  const scans: NarrowedScan[] = []
  visit(tree, (filter) => {
    const constraints = constraintsOf(filter.expr)
    if (constraints.length === 0) return
    const param = scanParam(scans.length)
    filter.base = { type: 'Parameter', name: param }
    scans.push({ param, constraints })
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

/** For each scan, the smallest candidate list of its terms (in dataset order, like `*`). */
export function bindScans(
  scans: NarrowedScan[],
  params: Record<string, unknown>,
  index: DatasetIndex,
): Record<string, StoredDocument[]> {
  const bound: Record<string, StoredDocument[]> = {}
  for (const { param, constraints } of scans) {
    let best = index.documents
    for (const { field, operand } of constraints) {
      const value = 'literal' in operand ? operand.literal : params[operand.param]
      // A non-string can never equal these string fields; leave that to the filter itself.
      if (typeof value !== 'string') continue
      const list = candidates(index, field, value)
      if (list.length < best.length) best = list
    }
    bound[param] = best
  }
  return bound
}
