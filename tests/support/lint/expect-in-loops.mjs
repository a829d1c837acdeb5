// An ESLint rule: an `expect` inside a loop runs once per item, so over an empty list it never
// runs and the test passes having checked nothing. A loop that asserts walks a list written in
// the code (a literal, a constant table), or one the test has checked first (`expect(list)`
// before the loop, as `expect(list).not.toHaveLength(0)` does, or passed through `nonEmpty`).

const CALLBACKS = new Set(['forEach', 'every', 'some', 'map', 'flatMap', 'filter', 'reduce'])
const WRAPPERS = new Set(['entries', 'keys', 'values'])

/** The list a loop walks, without `.entries()`, `Object.entries(…)`, `as const` or `!`. */
function listOf(node) {
  for (;;) {
    if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression')
      node = node.expression
    else if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.arguments.length === 0 &&
      WRAPPERS.has(node.callee.property.name)
    )
      node = node.callee.object
    else if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.object.type === 'Identifier' &&
      node.callee.object.name === 'Object' &&
      node.arguments.length === 1
    )
      node = node.arguments[0]
    else return node
  }
}

/** `nonEmpty(list)` (tests/support/non-empty.ts): checked as the loop starts. */
const checked = (node) =>
  node.type === 'CallExpression' &&
  node.callee.type === 'Identifier' &&
  node.callee.name === 'nonEmpty'

const written = (node) =>
  (node.type === 'ArrayExpression' && node.elements.length > 0) ||
  (node.type === 'ObjectExpression' && node.properties.length > 0)

/** A name bound to a literal list, or imported as a constant table (`LOCALES`). */
function isConstantList(context, node) {
  if (node.type !== 'Identifier') return false
  let scope = context.sourceCode.getScope(node)
  while (scope) {
    const variable = scope.set.get(node.name)
    if (variable) {
      const definition = variable.defs[0]
      if (!definition) return false
      if (definition.type === 'ImportBinding') return /^[A-Z][A-Z0-9_]*$/.test(node.name)
      const init = definition.node.init
      return definition.parent?.kind === 'const' && init != null && written(listOf(init))
    }
    scope = scope.upper
  }
  return false
}

/** The loop (a for…of or for…in, or an array method's callback) an `expect` call runs in. */
function enclosingLoop(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'ForOfStatement' || at.type === 'ForInStatement')
      return { loop: at, list: at.right }
    if (at.type === 'ArrowFunctionExpression' || at.type === 'FunctionExpression') {
      const call = at.parent
      const isCallback =
        call?.type === 'CallExpression' &&
        call.arguments[0] === at &&
        call.callee.type === 'MemberExpression' &&
        CALLBACKS.has(call.callee.property.name)
      if (isCallback) return { loop: call, list: call.callee.object }
      return undefined
    }
    if (at.type === 'FunctionDeclaration') return undefined
  }
  return undefined
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** @type {import('eslint').Rule.RuleModule} */
const expectInLoops = {
  meta: {
    type: 'problem',
    docs: { description: 'No expect inside a loop over a list nothing has checked is not empty' },
    schema: [],
    messages: {
      unchecked:
        'This loop asserts, but nothing checks that `{{list}}` is not empty: loop over `nonEmpty(list)` (tests/support/non-empty.ts), expect it first, or loop over a written list.',
    },
  },
  create(context) {
    const reported = new Set()
    return {
      CallExpression(node) {
        // `expect(…)`, `expect.soft(…)`, `expect.poll(…)`.
        const callee = node.callee.type === 'MemberExpression' ? node.callee.object : node.callee
        if (callee.type !== 'Identifier' || callee.name !== 'expect') return
        const found = enclosingLoop(node)
        if (!found || reported.has(found.loop)) return
        const list = listOf(found.list)
        if (checked(list) || written(list) || isConstantList(context, list)) return
        // Checked before the loop, in the code that runs before it (the source up to the loop).
        const text = context.sourceCode.getText(list)
        const before = context.sourceCode.text.slice(0, found.loop.range[0])
        if (new RegExp(`expect\\(\\s*${escape(text)}(\\.length)?\\s*[,)]`).test(before)) return
        reported.add(found.loop)
        context.report({
          node: found.list,
          messageId: 'unchecked',
          data: { list: text.slice(0, 60) },
        })
      },
    }
  },
}

export default expectInLoops
