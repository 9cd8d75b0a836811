import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'
import { REPO } from '../generator/temp-app.ts'

export interface ModuleGraph {
  /** Repo files the entry loads, relative to the repo root. */
  files: string[]
  /** Packages those files import by name (`node:` builtins left out). */
  packages: string[]
}

/**
 * Every module `entry` can load at run time: static imports, re-exports and `import('literal')`, followed
 * through the repo's own files. Type-only imports and exports are skipped: they load nothing.
 */
export function moduleGraph(entry: string): ModuleGraph {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier))
      else if (!specifier.startsWith('node:')) packages.add(packageName(specifier))
    }
  }
  visit(resolve(REPO, entry))
  return {
    files: [...files].map((file) => relative(REPO, file)).sort(),
    packages: [...packages].sort(),
  }
}

function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers: string[] = []
  const walk = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, walk)
  }
  walk(source)
  return specifiers
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}
