import {
  Node,
  Project,
  SyntaxKind,
  type ArrayLiteralExpression,
  type Expression,
  type ObjectLiteralExpression,
  type PropertyAssignment,
  type SourceFile,
} from 'ts-morph'
import { PortkitError } from '../../runtime/core/errors.ts'
import type { ListShape } from './list-edits.ts'

export class ConfigEditError extends PortkitError {
  override name = 'ConfigEditError'
}

/** Parses the config text in memory; nothing touches the disk. */
export function parseConfig(text: string): SourceFile {
  const project = new Project({ useInMemoryFileSystem: true })
  return project.createSourceFile('/portkit.config.ts', text)
}

/**
 * The object the config default-exports: `export default defineConfig({...})`, `export default {...}`
 * (also behind `satisfies`, `as` or parentheses), or a `const` declared in the file and exported by name.
 */
export function configObject(file: SourceFile): ObjectLiteralExpression {
  const exported = file.getExportAssignment((assignment) => !assignment.isExportEquals())
  if (!exported) throw new ConfigEditError('portkit.config.ts has no `export default`')
  const object = unwrap(exported.getExpression())
  if (!object) {
    throw new ConfigEditError(
      'could not find the object portkit.config.ts exports; write `export default defineConfig({ ... })`',
    )
  }
  return object
}

function unwrap(expression: Expression): ObjectLiteralExpression | undefined {
  if (Node.isObjectLiteralExpression(expression)) return expression
  if (Node.isCallExpression(expression)) {
    const [first] = expression.getArguments()
    return first && Node.isExpression(first) ? unwrap(first) : undefined
  }
  if (
    Node.isAsExpression(expression) ||
    Node.isSatisfiesExpression(expression) ||
    Node.isParenthesizedExpression(expression)
  )
    return unwrap(expression.getExpression())
  if (Node.isIdentifier(expression)) {
    const declaration = expression.getSymbol()?.getValueDeclaration()
    const initializer = Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : undefined
    return initializer ? unwrap(initializer) : undefined
  }
  return undefined
}

/** `name: [ ... ]`, or undefined when absent; anything cleverer (spread, variable) is left to the developer. */
export function arrayProperty(object: ObjectLiteralExpression, name: string, option: string) {
  const found = literalProperty(object, name, option, 'an array literal')
  return (
    found && { property: found.property, value: found.value.asKindOrThrow(SyntaxKind.ArrayLiteralExpression) }
  )
}

/** `name: { ... }`, or undefined when absent. */
export function objectProperty(object: ObjectLiteralExpression, name: string, option: string) {
  const found = literalProperty(object, name, option, 'an object literal')
  return (
    found && {
      property: found.property,
      value: found.value.asKindOrThrow(SyntaxKind.ObjectLiteralExpression),
    }
  )
}

/** `name: true` or `name: false`, or undefined when absent. */
export function booleanProperty(object: ObjectLiteralExpression, name: string, option: string) {
  const found = literalProperty(object, name, option, 'true or false')
  return found && { property: found.property, value: found.value.getKind() === SyntaxKind.TrueKeyword }
}

const SHAPES: Record<string, (node: Node) => boolean> = {
  'an array literal': Node.isArrayLiteralExpression,
  'an object literal': Node.isObjectLiteralExpression,
  'true or false': (node) => Node.isTrueLiteral(node) || Node.isFalseLiteral(node),
}

function literalProperty(
  object: ObjectLiteralExpression,
  name: string,
  option: string,
  shape: keyof typeof SHAPES,
): { property: PropertyAssignment; value: Node } | undefined {
  const property = object.getProperty(name)
  if (!property) return undefined
  const value = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined
  if (!Node.isPropertyAssignment(property) || !value || !SHAPES[shape]!(value)) {
    throw new ConfigEditError(`${option} in portkit.config.ts is not ${shape}; edit it by hand`)
  }
  return { property, value }
}

export function shapeOf(node: ObjectLiteralExpression | ArrayLiteralExpression): ListShape {
  const items = Node.isObjectLiteralExpression(node) ? node.getProperties() : node.getElements()
  return {
    start: node.getStart(),
    end: node.getEnd(),
    items: items.map((item) => ({ start: item.getStart(), end: item.getEnd() })),
    padded: Node.isObjectLiteralExpression(node),
  }
}

/** The file's own string quote, so an added `'receive'` looks like its neighbours. */
export function quoteOf(file: SourceFile): string {
  const literal = file.getFirstDescendantByKind(SyntaxKind.StringLiteral)
  return literal?.getText().startsWith('"') ? '"' : "'"
}
