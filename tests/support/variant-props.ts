import ts from 'typescript'

/**
 * A type a component could read instead of taking: the page's language, mode or both (not a
 * table by language, such as every language's words for the language offer).
 */
const VARIANT_TYPES = /^(Locale|PageMode|PageVariant)(\s*\|\s*undefined)?$/

/**
 * The props of each component (a function named in capitals) in a file's source that carry the
 * page's variant: `saver`, or a prop typed Locale, PageMode or PageVariant. Server components
 * read the variant from the root params (lib/i18n/page-locale.ts), client ones from
 * usePageVariant: a prop for it is a second reading that can disagree with the first.
 */
export function variantProps(source: string, file = 'component.tsx'): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const types = new Map<string, ts.TypeNode | ts.InterfaceDeclaration>()
  const found: string[] = []
  const membersOf = (node: ts.Node | undefined, seen = new Set<string>()): ts.TypeElement[] => {
    if (!node) return []
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) return [...node.members]
    if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node))
      return node.types.flatMap((each) => membersOf(each, seen))
    if (ts.isParenthesizedTypeNode(node)) return membersOf(node.type, seen)
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(sourceFile)
      if (seen.has(name)) return []
      seen.add(name)
      return membersOf(types.get(name), seen)
    }
    return []
  }
  const check = (name: string, parameter: ts.ParameterDeclaration | undefined) => {
    if (!/^[A-Z]/.test(name) || !parameter?.type) return
    for (const member of membersOf(parameter.type)) {
      if (!ts.isPropertySignature(member)) continue
      const prop = member.name.getText(sourceFile)
      const type = member.type?.getText(sourceFile) ?? ''
      if (prop === 'saver' || VARIANT_TYPES.test(type)) found.push(`${file}: ${name}'s ${prop}`)
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isTypeAliasDeclaration(node)) types.set(node.name.text, node.type)
    if (ts.isInterfaceDeclaration(node)) types.set(node.name.text, node)
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  const components = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) check(node.name.text, node.parameters[0])
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      check(node.name.text, node.initializer.parameters[0])
    ts.forEachChild(node, components)
  }
  components(sourceFile)
  return found
}
